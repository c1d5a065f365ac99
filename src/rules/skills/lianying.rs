//! 连营 (陆逊) — reference §2; seed 000 (連營). Whenever he loses the last card in his hand he may draw a card — at once, before the effect that took it goes on. Timing: `LostLastHandCard`.

use super::super::triggers::Timing;
use super::def::{SkillDef, timings};

use super::super::frames::SkillFrame;
use super::super::game::Game;

pub(crate) fn run(g: &mut Game, f: Box<SkillFrame>) {
    super::draw_then_done(g, f, 1)
}

/// Lianying: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef = SkillDef {
    timings: timings(&[Timing::LostLastHandCard]),
    can_trigger: |_, owner, ctx| ctx.lost().is_some_and(|d| d.seat == owner),
    run,
    ..SkillDef::NONE
};
