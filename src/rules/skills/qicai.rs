//! 奇才 (黄月英) — reference §2; seed 000. Compulsory: her tricks have no distance limit (顺手牵羊). A distance modifier.

use super::def::{Confirm, Modifiers, SkillDef, Tags};

/// Qicai: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef = SkillDef {
    tags: Tags::COMPULSORY,
    confirm: Confirm::Never,
    modifiers: Modifiers { tricks_ignore_distance: true, ..Modifiers::NONE },
    ..SkillDef::NONE
};
