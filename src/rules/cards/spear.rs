//! 丈八蛇矛 Spear (range 3) — reference §5.4; seed 000 (丈八蛇矛). Its wearer may use or play any two hand
//! cards as a 杀; the 杀 has no suit and its colour follows the two cards (mixed = colourless, seed 001 §4).

use super::def::CardRules;

use super::super::skills::def::{SkillDef, Tags};

use super::super::data::CardKind;
use super::super::game::Game;
use super::super::request::CardSource;
use super::super::skills::SkillId;
use super::super::types::Seat;

pub(crate) fn conversion(g: &Game, owner: Seat, pattern: CardKind) -> Option<CardSource> {
    let hand = &g.players[owner as usize].hand;
    (pattern == CardKind::Slash && hand.len() >= 2).then(|| CardSource::Convert {
        skill: SkillId::Spear,
        from: hand.clone(),
        min: 2,
        max: 2,
    })
}

/// Spear: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef = SkillDef {
    tags: Tags::EQUIPMENT,
    conversion: Some(|g, owner, pattern, _| conversion(g, owner, pattern)),
    ..SkillDef::NONE
};

/// What this card does, in one place (see `cards::def`).
pub(crate) const RULES: CardRules = CardRules::equipment(SkillId::Spear);
