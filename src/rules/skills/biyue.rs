//! 闭月 (貂蝉) — reference §2; seed 000 (閉月). At the start of her finish phase she may draw a card. Timing: `PhaseStart` (结束阶段).

use super::super::triggers::Timing;
use super::super::types::Phase;
use super::def::{SkillDef, timings};

use super::super::frames::SkillFrame;
use super::super::game::Game;

pub(crate) fn run(g: &mut Game, f: Box<SkillFrame>) {
    super::draw_then_done(g, f, 1)
}

/// Biyue: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef = SkillDef {
    timings: timings(&[Timing::PhaseStart]),
    can_trigger: |_, owner, ctx| ctx.is_phase_of(owner, Phase::Finish),
    run,
    ..SkillDef::NONE
};
