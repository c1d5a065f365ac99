//! 妄尊 (袁术) — reference §2 (标准版袁术). At the start of the lord's preparation phase he may draw a
//! card; if he does, the lord's hand limit is 1 lower this turn. Timing: `PhaseStart` (the lord's 准备阶段).

use super::super::triggers::Timing;
use super::def::{AiConfirm, SkillDef, timings};

use super::super::event::MoveReason;
use super::super::frames::SkillFrame;
use super::super::game::Game;
use super::super::triggers::{Ctx, PhaseData};
use super::super::types::{Phase, Role, Seat};
use super::done;

pub(crate) fn can_trigger(g: &Game, owner: Seat, ctx: &Ctx) -> bool {
    let Some(&PhaseData { seat: cur, phase: Some(Phase::Prepare), .. }) = ctx.phase() else { return false };
    cur != owner && g.players[cur as usize].role() == Some(Role::Lord)
}

pub(crate) fn run(g: &mut Game, f: Box<SkillFrame>) {
    let owner = f.owner;
    g.turn.hand_limit_delta -= 1;
    done(g, f);
    g.draw(owner, 1, MoveReason::Draw);
}

/// Wangzun: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef =
    SkillDef { timings: timings(&[Timing::PhaseStart]), can_trigger, run, ai: AiConfirm::Weigh, ..SkillDef::NONE };
