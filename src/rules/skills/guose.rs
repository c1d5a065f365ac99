//! 国色 (大乔) — reference §2; seed 000 (國色). A ♦ card, from hand or equipment, may be used as 乐不思蜀. A conversion.

use super::def::SkillDef;

use super::super::data::{CardKind, Suit};
use super::super::game::Game;
use super::super::pattern::Pattern;
use super::super::request::CardSource;
use super::super::types::Seat;
use super::{SkillId, converts};

pub(crate) fn conversion(g: &Game, owner: Seat, pattern: CardKind) -> Option<CardSource> {
    (pattern == CardKind::Indulgence)
        .then(|| converts(g, owner, SkillId::Guose, true, Pattern::Suited(Suit::Diamond)))
        .flatten()
}

/// Guose: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef =
    SkillDef { conversion: Some(|g, owner, pattern, _| conversion(g, owner, pattern)), ..SkillDef::NONE };
