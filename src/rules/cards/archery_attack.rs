//! 万箭齐发 Archery Attack — reference §5.2. Every other player, in seat order, must play (打出) a 闪
//! (八卦阵 may supply it) or take 1 damage from the user.

use super::def::{CardRules, Targeting};

use super::super::data::CardKind;
use super::super::frames::EffectFrame;
use super::super::game::Game;

pub(crate) fn effect(g: &mut Game, f: Box<EffectFrame>) {
    super::savage_assault::area_effect(g, f, CardKind::Jink);
}

/// What this card does, in one place (see `cards::def`).
pub(crate) const RULES: CardRules = CardRules {
    play_targets: Some(super::def::onto_self),
    targeting: Targeting::Others,
    effect: Some(effect),
    ..CardRules::NONE
};
