//! 无中生有 Ex Nihilo — reference §5.2. Used on oneself: draw 2 cards.

use super::super::event::MoveReason;
use super::super::frames::EffectFrame;
use super::super::game::Game;

pub(crate) fn effect(g: &mut Game, f: Box<EffectFrame>) {
    g.draw(f.target, 2, MoveReason::Draw);
}
