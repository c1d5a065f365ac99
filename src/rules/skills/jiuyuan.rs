//! 救援 (孙权, 主公技) — reference §2; seed 000. Compulsory: a 桃 another 吴 player uses on him while he is dying heals one more. A recovery modifier.

use super::def::{Confirm, Modifiers, SkillDef, Tags};

use super::super::data::Faction;
use super::super::game::Game;
use super::super::types::Seat;

pub(crate) fn peach_bonus(g: &Game, owner: Seat, user: Seat) -> i32 {
    (user != owner && g.faction(user) == Some(Faction::Wu)) as i32
}

/// Jiuyuan: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef = SkillDef {
    tags: Tags::LORD.with(Tags::COMPULSORY),
    confirm: Confirm::Never,
    modifiers: Modifiers { peach_bonus: Some(peach_bonus), ..Modifiers::NONE },
    ..SkillDef::NONE
};
