//! 枭姬 (孙尚香) — reference §2; seed 000 (梟姬). Whenever she loses a card from her equipment area (discarded, taken or replaced) she may draw two cards, once per card lost. Timing: `LostEquip`.

use super::super::triggers::Timing;
use super::def::{SkillDef, timings};

use super::super::frames::SkillFrame;
use super::super::game::Game;

pub(crate) fn run(g: &mut Game, f: Box<SkillFrame>) {
    super::draw_then_done(g, f, 2)
}

/// Xiaoji: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef = SkillDef {
    timings: timings(&[Timing::LostEquip]),
    can_trigger: |_, owner, ctx| ctx.lost().is_some_and(|d| d.seat == owner),
    run,
    ..SkillDef::NONE
};
