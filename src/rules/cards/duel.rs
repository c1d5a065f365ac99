//! 决斗 Duel — reference §5.2; seed 000 (決鬥). On any other seat, no distance limit. Starting with the
//! target, the two take turns playing (打出) a 杀; the first who does not takes 1 damage from the other.

use super::def::CardRules;

use super::super::data::CardKind;
use super::super::event::Nature;
use super::super::frames::{EffectFrame, Frame, RespondFrame, steps};
use super::super::game::Game;
use super::super::request::ReasonBy;

steps! {
    /// 决斗's steps.
    enum Step {
        /// Ask the target for the first 杀.
        Start,
        /// A 杀 was asked for: none deals the damage; one passes the turn (or asks for the next
        /// under 无双) and asks again.
        Answered,
    }
}

pub(crate) fn effect(g: &mut Game, mut f: Box<EffectFrame>) {
    // n even: the target must play; n odd: the user must. `flags` counts 杀 played this round
    // (无双 asks for two from whoever faces its owner).
    let sides = |f: &EffectFrame| if f.n % 2 == 0 { (f.target, f.user) } else { (f.user, f.target) };
    if f.at::<Step>() == Step::Answered {
        let (who, other) = sides(&f);
        if g.take_card().is_none() {
            let source = g.is_alive(other).then_some(other);
            g.damage(source, who, 1, Some(f.card.clone()), Nature::Normal);
            return;
        }
        if !g.is_alive(f.user) || !g.is_alive(f.target) {
            return;
        }
        f.flags += 1;
        if f.flags >= g.responses_needed(other) {
            f.n += 1;
            f.flags = 0;
        }
    }
    let (who, other) = sides(&f);
    f.goto(Step::Answered);
    let r = RespondFrame::new(who, CardKind::Slash, false, ReasonBy::Card(CardKind::Duel), Some(other));
    g.stack.push(Frame::Effect(f));
    g.stack.push(Frame::Respond(Box::new(r)));
}

/// What this card does, in one place (see `cards::def`).
pub(crate) const RULES: CardRules =
    CardRules { play_targets: Some(super::def::one_target), effect: Some(effect), ..CardRules::NONE };
