//! 桃园结义 God Salvation — reference §5.2. Every living player, in seat order from the user, recovers 1
//! HP; it does nothing for an unwounded player (who is then skipped, with no 无懈 window).

use super::def::{CardRules, Targeting};

use super::super::frames::{EffectFrame, Frame};
use super::super::game::Game;
use super::super::types::Seat;

pub(crate) fn pointless(g: &Game, target: Seat) -> bool {
    let p = &g.players[target as usize];
    p.hp >= p.max_hp
}

pub(crate) fn effect(g: &mut Game, f: Box<EffectFrame>) {
    g.stack.push(Frame::Recover { seat: f.target, amount: 1, source: Some(f.user) });
}

/// What this card does, in one place (see `cards::def`).
pub(crate) const RULES: CardRules = CardRules {
    play_targets: Some(super::def::onto_self),
    targeting: Targeting::Everyone,
    effect: Some(effect),
    pointless: Some(pointless),
    ..CardRules::NONE
};
