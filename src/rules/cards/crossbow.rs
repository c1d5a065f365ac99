//! 诸葛连弩 Crossbow (range 1) — reference §5.4; seed 000 (諸葛連弩). Its wearer may use any number of 杀
//! in the play phase. A modifier of the 杀 limit.

use super::super::skills::SkillId;
use super::def::CardRules;

use super::super::skills::def::{Confirm, Modifiers, SkillDef, Tags};

/// Crossbow: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef = SkillDef {
    tags: Tags::EQUIPMENT.with(Tags::COMPULSORY),
    confirm: Confirm::Never,
    modifiers: Modifiers { unlimited_slash: true, ..Modifiers::NONE },
    ..SkillDef::NONE
};

/// What this card does, in one place (see `cards::def`).
pub(crate) const RULES: CardRules = CardRules::equipment(SkillId::Crossbow);
