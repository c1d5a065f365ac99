//! 无中生有 Ex Nihilo — reference §5.2. Used on oneself: draw 2 cards.

use super::def::CardRules;

use super::super::event::MoveReason;
use super::super::frames::EffectFrame;
use super::super::game::Game;

pub(crate) fn effect(g: &mut Game, f: Box<EffectFrame>) {
    g.draw(f.target, 2, MoveReason::Draw);
}

/// What this card does, in one place (see `cards::def`).
pub(crate) const RULES: CardRules =
    CardRules { play_targets: Some(super::def::onto_self), self_target: true, effect: Some(effect), ..CardRules::NONE };
