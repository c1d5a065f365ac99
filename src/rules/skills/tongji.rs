//! 同疾 (袁术) — reference §2 (标准版袁术). Compulsory: while he has more hand cards than HP, anyone with him in attack range may choose only him as a 杀 target. A targeting modifier.

use super::def::{Confirm, Modifiers, SkillDef, Tags};

use super::super::game::Game;
use super::super::types::Seat;

pub(crate) fn draws_slashes(g: &Game, owner: Seat) -> bool {
    let p = &g.players[owner as usize];
    p.hand.len() as i32 > p.hp as i32
}

/// Tongji: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef = SkillDef {
    tags: Tags::COMPULSORY,
    confirm: Confirm::Never,
    modifiers: Modifiers { draws_slashes: Some(draws_slashes), ..Modifiers::NONE },
    ..SkillDef::NONE
};
