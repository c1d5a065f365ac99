//! 桃 Peach — reference §5.1. In one's own play phase, used on oneself when wounded: recover 1.
//! Any player may use it on a dying player (handled by the dying rule in `combat`).

use super::def::CardRules;

use super::super::frames::{EffectFrame, Frame};
use super::super::game::Game;
use super::super::request::TargetSpec;
use super::super::types::Seat;

pub(crate) fn targets(g: &Game, user: Seat) -> Option<TargetSpec> {
    let p = &g.players[user as usize];
    (p.hp < p.max_hp).then(TargetSpec::none)
}

pub(crate) fn effect(g: &mut Game, f: Box<EffectFrame>) {
    g.stack.push(Frame::Recover { seat: f.target, amount: 1, source: Some(f.user) });
}

/// What this card does, in one place (see `cards::def`).
pub(crate) const RULES: CardRules = CardRules {
    play_targets: Some(|g, user, _| targets(g, user)),
    self_target: true,
    effect: Some(effect),
    convertible_in_play: true,
    ..CardRules::NONE
};
