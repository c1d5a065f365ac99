//! 咆哮 (张飞) — reference §2; seed 000 (咆哮/飛將). He may use any number of 杀 in the play phase. A modifier of the 杀 limit.

use super::def::{Confirm, Modifiers, SkillDef, Tags};

/// Paoxiao: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef = SkillDef {
    tags: Tags::COMPULSORY,
    confirm: Confirm::Never,
    modifiers: Modifiers { unlimited_slash: true, ..Modifiers::NONE },
    ..SkillDef::NONE
};
