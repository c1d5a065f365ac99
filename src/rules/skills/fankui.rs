//! 反馈 (司马懿) — reference §2; seed 000 (回饋). After taking damage, may take one card (hand blind, or
//! equipment) from the damage source. Once per damage event. Timing: `Damaged`.

use super::super::triggers::Timing;
use super::def::{AiConfirm, SkillDef, timings};

use super::super::frames::{SkillFrame, steps};
use super::super::game::Game;
use super::super::request::{Answer, RequestKind};
use super::super::triggers::Ctx;
use super::super::types::Seat;
use super::{ask, done};

pub(crate) fn can_trigger(g: &Game, owner: Seat, ctx: &Ctx) -> bool {
    ctx.damage().is_some_and(|d| d.target == owner)
        && ctx
            .damage()
            .and_then(|d| d.source)
            .is_some_and(|s| s != owner && g.is_alive(s) && g.players[s as usize].card_count() > 0)
}

steps! {
    /// 反馈's steps.
    enum Step {
        /// Ask him for a card of the damage source's.
        Ask,
        /// Take the chosen card.
        Chosen,
    }
}

pub(crate) fn run(g: &mut Game, mut f: Box<SkillFrame>) {
    let Some(src) = f.ctx.damage().and_then(|d| d.source) else { return done(g, f) };
    if f.at::<Step>() == Step::Ask {
        let from = g.area_picks(src, true, true, false);
        if from.is_empty() {
            return done(g, f);
        }
        f.goto(Step::Chosen);
        let owner = f.owner;
        ask(g, f, owner, RequestKind::ChooseCards { from, min: 1, max: 1 }, Some(src));
    } else {
        if let Some(Answer::Cards(p)) = g.take_answer() {
            let cards = g.picks_to_cards(&p);
            g.obtain(f.owner, &cards);
        }
        done(g, f)
    }
}

/// Fankui: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef =
    SkillDef { timings: timings(&[Timing::Damaged]), can_trigger, run, ai: AiConfirm::AgainstFoe, ..SkillDef::NONE };
