//! Horses — reference §5.4; seed 001 (距離). A −1 horse (进攻马: 赤兔, 大宛, 紫骍) makes the distance its
//! wearer counts to others 1 less; a +1 horse (防御马: 绝影, 的卢, 爪黄飞电) makes the distance others
//! count to its wearer 1 more. Distance modifiers.

use super::super::skills::SkillId;
use super::def::CardRules;

use super::super::skills::def::{Confirm, Modifiers, SkillDef, Tags};

/// OffensiveHorse: everything about it in one place (see `skills::def`).
pub(crate) const OFFENSIVE: SkillDef = SkillDef {
    tags: Tags::EQUIPMENT.with(Tags::COMPULSORY),
    confirm: Confirm::Never,
    modifiers: Modifiers { distance_from: -1, ..Modifiers::NONE },
    ..SkillDef::NONE
};

/// DefensiveHorse: everything about it in one place (see `skills::def`).
pub(crate) const DEFENSIVE: SkillDef = SkillDef {
    tags: Tags::EQUIPMENT.with(Tags::COMPULSORY),
    confirm: Confirm::Never,
    modifiers: Modifiers { distance_to: 1, ..Modifiers::NONE },
    ..SkillDef::NONE
};

/// What this card does, in one place (see `cards::def`).
pub(crate) const DEFENSIVE_RULES: CardRules = CardRules::equipment(SkillId::DefensiveHorse);

/// What this card does, in one place (see `cards::def`).
pub(crate) const OFFENSIVE_RULES: CardRules = CardRules::equipment(SkillId::OffensiveHorse);
