//! 方天画戟 Halberd (range 4) — reference §5.4; seed 000 (方天畫戟). When the 杀 its wearer uses is the
//! wearer's last hand card, it may take up to two extra targets (three in all).

use super::super::skills::SkillId;
use super::def::CardRules;

use super::super::skills::def::{Modifiers, SkillDef, Tags};

use super::super::data::CardKind;
use super::super::game::Game;
use super::super::types::{Seat, VCard};

pub(crate) fn extra_targets(g: &Game, owner: Seat, card: &VCard) -> u8 {
    let hand = &g.players[owner as usize].hand;
    let last = !card.cards.is_empty() && hand.len() == card.cards.len() && card.cards.iter().all(|c| hand.contains(c));
    if card.kind.is(CardKind::Slash) && last { 2 } else { 0 }
}

/// Halberd: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef = SkillDef {
    tags: Tags::EQUIPMENT,
    modifiers: Modifiers { extra_targets: Some(extra_targets), ..Modifiers::NONE },
    ..SkillDef::NONE
};

/// What this card does, in one place (see `cards::def`).
pub(crate) const RULES: CardRules = CardRules::equipment(SkillId::Halberd);
