//! 国色 (大乔) — reference §2; seed 000 (國色). A ♦ card, from hand or equipment, may be used as 乐不思蜀. A conversion.

use super::def::SkillDef;

use super::super::data::{CardKind, Suit};
use super::super::game::Game;
use super::super::request::CardSource;
use super::super::types::Seat;
use super::{SkillId, one_of, own_cards};

pub(crate) fn conversion(g: &Game, owner: Seat, pattern: CardKind) -> Option<CardSource> {
    (pattern == CardKind::Indulgence)
        .then(|| one_of(SkillId::Guose, own_cards(g, owner, true, |c| c.suit() == Suit::Diamond)))
        .flatten()
}

/// Guose: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef =
    SkillDef { conversion: Some(|g, owner, pattern, _| conversion(g, owner, pattern)), ..SkillDef::NONE };
