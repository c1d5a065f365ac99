//! 救援 (孙权, 主公技) — reference §2; seed 000. Compulsory: a 桃 another 吴 player uses on him while he is dying heals one more. A recovery modifier.

use super::super::data::Faction;
use super::super::game::Game;
use super::super::types::Seat;

pub(crate) fn peach_bonus(g: &Game, owner: Seat, user: Seat) -> i32 {
    (user != owner && g.faction(user) == Some(Faction::Wu)) as i32
}
