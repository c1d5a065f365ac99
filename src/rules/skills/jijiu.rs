//! 急救 (华佗) — reference §2; seed 000. Outside his own turn, a red card (hand or equipment) may be used as 桃. A conversion.

use super::def::SkillDef;

use super::super::data::{CardKind, Color};
use super::super::game::Game;
use super::super::request::CardSource;
use super::super::types::Seat;
use super::{SkillId, one_of, own_cards};

pub(crate) fn conversion(g: &Game, owner: Seat, pattern: CardKind) -> Option<CardSource> {
    (pattern == CardKind::Peach && g.turn.seat != owner)
        .then(|| one_of(SkillId::Jijiu, own_cards(g, owner, true, |c| c.color() == Color::Red)))
        .flatten()
}

/// Jijiu: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef =
    SkillDef { conversion: Some(|g, owner, pattern, _| conversion(g, owner, pattern)), ..SkillDef::NONE };
