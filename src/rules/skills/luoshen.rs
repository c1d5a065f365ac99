//! 洛神 (甄姬) — reference §2; seed 000. At the start of her preparation phase she may judge; a black
//! card goes to her hand and she may judge again; a red card is discarded and ends it.
//! Timing: `PhaseStart` (准备阶段).

use super::super::data::Color;
use super::super::triggers::Timing;
use super::super::types::Phase;
use super::def::{Confirm, SkillDef, timings};

use super::super::event::{Event, MoveReason};
use super::super::frames::{Frame, SkillFrame, steps};
use super::super::game::{Game, Ret};
use super::super::request::{Answer, ReasonBy, RequestKind};
use super::{SkillId, ask, done};

steps! {
    /// 洛神's steps.
    enum Step {
        /// Ask her whether to judge (again).
        Ask,
        /// She answered: judge, keeping the card in the processing area.
        Confirmed,
        /// A black judge card goes to her hand and she is asked again; a red one is discarded.
        Judged,
    }
}

pub(crate) fn run(g: &mut Game, mut f: Box<SkillFrame>) {
    let owner = f.owner;
    match f.at::<Step>() {
        Step::Ask => {
            f.goto(Step::Confirmed);
            ask(g, f, owner, RequestKind::Confirm { skill: SkillId::Luoshen }, None);
        }
        Step::Confirmed => {
            if g.take_answer() != Some(Answer::Confirm(true)) {
                return done(g, f);
            }
            g.emit(Event::SkillInvoked { seat: owner, skill: SkillId::Luoshen, targets: Vec::new() });
            f.goto(Step::Judged);
            g.stack.push(Frame::Skill(f));
            g.push_judge_keep(owner, ReasonBy::Skill(SkillId::Luoshen));
        }
        Step::Judged => {
            let Ret::Judge(card) = g.take_ret() else { return done(g, f) };
            if !g.processing.contains(&card) {
                // Taken by another effect meanwhile.
                return done(g, f);
            }
            if SkillId::Luoshen.judge_good(card) {
                g.obtain(owner, &[card]);
                f.goto(Step::Ask);
                run(g, f)
            } else {
                g.discard_cards(&[card], MoveReason::Judge);
                done(g, f)
            }
        }
    }
}

/// Luoshen: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef = SkillDef {
    timings: timings(&[Timing::PhaseStart]),
    confirm: Confirm::OwnRequest,
    can_trigger: |_, owner, ctx| ctx.is_phase_of(owner, Phase::Prepare),
    run,
    judge_good: |card| card.color() == Color::Black,
    ..SkillDef::NONE
};
