//! 倾国 (甄姬) — reference §2; seed 000 (傾國). A black hand card may be used or played as 闪. A conversion.

use super::def::SkillDef;

use super::super::data::{CardKind, Color};
use super::super::game::Game;
use super::super::request::CardSource;
use super::super::types::Seat;
use super::{SkillId, one_of, own_cards};

pub(crate) fn conversion(g: &Game, owner: Seat, pattern: CardKind) -> Option<CardSource> {
    (pattern == CardKind::Jink)
        .then(|| one_of(SkillId::Qingguo, own_cards(g, owner, false, |c| c.color() == Color::Black)))
        .flatten()
}

/// Qingguo: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef =
    SkillDef { conversion: Some(|g, owner, pattern, _| conversion(g, owner, pattern)), ..SkillDef::NONE };
