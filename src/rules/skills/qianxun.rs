//! 谦逊 (陆逊) — reference §2; seed 000 (謙遜). Compulsory: he cannot be the target of 顺手牵羊 or 乐不思蜀. A targeting modifier.

use super::def::{Confirm, Modifiers, SkillDef, Tags};

use super::super::data::CardKind;

pub(crate) fn blocks_target(kind: CardKind) -> bool {
    matches!(kind, CardKind::Snatch | CardKind::Indulgence)
}

/// Qianxun: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef = SkillDef {
    tags: Tags::COMPULSORY,
    confirm: Confirm::Never,
    modifiers: Modifiers { blocks_target: Some(|_, _, kind| blocks_target(kind)), ..Modifiers::NONE },
    ..SkillDef::NONE
};
