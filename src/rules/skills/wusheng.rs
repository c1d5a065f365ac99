//! 武圣 (关羽) — reference §2; seed 000 (武聖). A red card, from hand or equipment, may be used or played as 杀. A conversion.

use super::def::SkillDef;

use super::super::data::{CardKind, Color};
use super::super::game::Game;
use super::super::pattern::Pattern;
use super::super::request::CardSource;
use super::super::types::Seat;
use super::{SkillId, converts};

pub(crate) fn conversion(g: &Game, owner: Seat, pattern: CardKind) -> Option<CardSource> {
    (pattern == CardKind::Slash)
        .then(|| converts(g, owner, SkillId::Wusheng, true, Pattern::Colored(Color::Red)))
        .flatten()
}

/// Wusheng: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef =
    SkillDef { conversion: Some(|g, owner, pattern, _| conversion(g, owner, pattern)), ..SkillDef::NONE };
