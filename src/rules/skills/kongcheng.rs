//! 空城 (诸葛亮) — reference §2; seed 000. Compulsory: with no hand cards he cannot be the target of 杀 or 决斗. A targeting modifier.

use super::def::{Confirm, Modifiers, SkillDef, Tags};

use super::super::data::CardKind;
use super::super::game::Game;
use super::super::types::Seat;

pub(crate) fn blocks_target(g: &Game, owner: Seat, kind: CardKind) -> bool {
    (kind.is(CardKind::Slash) || kind == CardKind::Duel) && g.players[owner as usize].hand.is_empty()
}

/// Kongcheng: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef = SkillDef {
    tags: Tags::COMPULSORY,
    confirm: Confirm::Never,
    modifiers: Modifiers { blocks_target: Some(blocks_target), ..Modifiers::NONE },
    ..SkillDef::NONE
};
