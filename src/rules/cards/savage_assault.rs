//! 南蛮入侵 Savage Assault — reference §5.2. Every other player, in seat order, must play (打出) a 杀 or
//! take 1 damage from the user.

use super::def::{CardRules, Targeting};

use super::super::data::CardKind;
use super::super::event::Nature;
use super::super::frames::{EffectFrame, Frame, RespondFrame, steps};
use super::super::game::Game;
use super::super::request::ReasonBy;

pub(crate) fn effect(g: &mut Game, f: Box<EffectFrame>) {
    area_effect(g, f, CardKind::Slash);
}

steps! {
    /// 南蛮入侵's and 万箭齐发's steps.
    enum Step {
        /// Ask the target for the card.
        Ask,
        /// Without one, the target takes 1 damage.
        Answered,
    }
}

/// Shared by 南蛮入侵 and 万箭齐发: the target plays `pattern` or takes 1 damage from the user.
pub(crate) fn area_effect(g: &mut Game, mut f: Box<EffectFrame>, pattern: CardKind) {
    if f.at::<Step>() == Step::Ask {
        f.goto(Step::Answered);
        let mut r = RespondFrame::new(f.target, pattern, false, ReasonBy::Card(f.kind), Some(f.user));
        r.against = Some(f.card.clone());
        g.stack.push(Frame::Effect(f));
        g.stack.push(Frame::Respond(Box::new(r)));
    } else if g.take_card().is_none() {
        let source = g.is_alive(f.user).then_some(f.user);
        g.damage(source, f.target, 1, Some(f.card.clone()), Nature::Normal);
    }
}

/// What this card does, in one place (see `cards::def`).
pub(crate) const RULES: CardRules = CardRules {
    play_targets: Some(super::def::onto_self),
    targeting: Targeting::Others,
    effect: Some(effect),
    ..CardRules::NONE
};
