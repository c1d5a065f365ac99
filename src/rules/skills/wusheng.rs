//! 武圣 (关羽) — reference §2; seed 000 (武聖). A red card, from hand or equipment, may be used or played as 杀. A conversion.

use super::def::SkillDef;

use super::super::data::{CardKind, Color};
use super::super::game::Game;
use super::super::request::CardSource;
use super::super::types::Seat;
use super::{SkillId, one_of, own_cards};

pub(crate) fn conversion(g: &Game, owner: Seat, pattern: CardKind) -> Option<CardSource> {
    (pattern == CardKind::Slash)
        .then(|| one_of(SkillId::Wusheng, own_cards(g, owner, true, |c| c.color() == Color::Red)))
        .flatten()
}

/// Wusheng: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef =
    SkillDef { conversion: Some(|g, owner, pattern, _| conversion(g, owner, pattern)), ..SkillDef::NONE };
