//! 集智 (黄月英) — reference §2; seed 000. Whenever she uses a non-delayed trick card (a real one, not a
//! converted card), she may draw one card — before the trick resolves. Timing: `CardUsed`.

use super::super::triggers::Timing;
use super::def::{SkillDef, timings};

use super::super::game::Game;
use super::super::triggers::Ctx;
use super::super::types::Seat;

pub(crate) fn can_trigger(_g: &Game, owner: Seat, ctx: &Ctx) -> bool {
    ctx.card().is_some_and(|d| d.user == owner)
        && ctx.card().map(|d| &d.card).is_some_and(|c| c.kind.is_trick() && c.via.is_none() && c.cards.len() == 1)
}

/// Jizhi: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef = SkillDef {
    timings: timings(&[Timing::CardUsed]),
    can_trigger,
    run: |g, f| super::draw_then_done(g, f, 1),
    ..SkillDef::NONE
};
