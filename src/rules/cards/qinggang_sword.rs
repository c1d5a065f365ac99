//! 青釭剑 Qinggang sword (range 2) — reference §5.4; seed 000 (青釭劍). Compulsory: its wearer's 杀 ignores
//! the target's armour. An armour-ignoring modifier.

use super::super::skills::SkillId;
use super::def::CardRules;

use super::super::data::CardKind;
use super::super::skills::def::{Confirm, Modifiers, SkillDef, Tags};
use super::super::types::VCard;

fn ignores_armor(card: &VCard) -> bool {
    card.kind.is(CardKind::Slash)
}

/// QinggangSword: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef = SkillDef {
    tags: Tags::EQUIPMENT.with(Tags::COMPULSORY),
    confirm: Confirm::Never,
    modifiers: Modifiers { ignores_armor: Some(ignores_armor), ..Modifiers::NONE },
    ..SkillDef::NONE
};

/// What this card does, in one place (see `cards::def`).
pub(crate) const RULES: CardRules = CardRules::equipment(SkillId::QinggangSword);
