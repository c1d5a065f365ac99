//! 马术 (马超) — reference §2; seed 000 (馬術). Compulsory: the distance he counts to others is 1 less. A distance modifier.

use super::def::{Confirm, Modifiers, SkillDef, Tags};

/// Mashu: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef = SkillDef {
    tags: Tags::COMPULSORY,
    confirm: Confirm::Never,
    modifiers: Modifiers { distance_from: -1, ..Modifiers::NONE },
    ..SkillDef::NONE
};
