//! 无双 (吕布) — reference §2; seed 000 (無雙). Compulsory: his 杀 needs two 闪 to dodge; in a 决斗 he is part of, the other side plays two 杀 each time. A response-count modifier.

use super::def::{Confirm, Modifiers, SkillDef, Tags};

/// Wushuang: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef = SkillDef {
    tags: Tags::COMPULSORY,
    confirm: Confirm::Never,
    modifiers: Modifiers { responses_needed: 2, ..Modifiers::NONE },
    ..SkillDef::NONE
};
