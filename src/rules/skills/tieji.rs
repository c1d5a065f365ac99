//! 铁骑 (马超) — reference §2; seed 000. After his 杀 targets a player he may judge: if red, that player
//! cannot use a 闪 against it. Judged for each target. Timing: `TargetConfirmed` (sets `force`).

use super::super::data::CardKind;
use super::super::data::Color;
use super::super::triggers::Timing;
use super::def::{AiConfirm, SkillDef, timings};

use super::super::frames::{SkillFrame, steps};
use super::super::game::{Game, Ret};
use super::super::request::ReasonBy;
use super::{SkillId, done};

steps! {
    /// 铁骑's steps.
    enum Step {
        /// Judge.
        Judge,
        /// A red judge card: the target cannot dodge.
        Judged,
    }
}

pub(crate) fn run(g: &mut Game, mut f: Box<SkillFrame>) {
    if f.at::<Step>() == Step::Judge {
        return super::judge_for(g, f, Step::Judged, ReasonBy::Skill(SkillId::Tieji));
    }
    if let Ret::Judge(card) = g.take_ret()
        && SkillId::Tieji.judge_good(card)
        && let Some(d) = f.ctx.card_mut()
    {
        d.force = true;
    }
    done(g, f)
}

/// Tieji: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef = SkillDef {
    timings: timings(&[Timing::TargetConfirmed]),
    can_trigger: |_, owner, ctx| ctx.card().is_some_and(|d| d.user == owner && d.card.kind.is(CardKind::Slash)),
    run,
    judge_good: |card| card.color() == Color::Red,
    ai: AiConfirm::AgainstFoe,
    ..SkillDef::NONE
};
