//! 闭月 (貂蝉) — reference §2; seed 000 (閉月). At the start of her finish phase she may draw a card. Timing: `PhaseStart` (结束阶段).

use super::super::frames::SkillFrame;
use super::super::game::Game;

pub(crate) fn run(g: &mut Game, f: Box<SkillFrame>) {
    super::draw_then_done(g, f, 1)
}
