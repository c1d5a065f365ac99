//! 顺手牵羊 Snatch — reference §5.2; seed 000 (順手牽羊). On another seat at distance 1 (horses count,
//! weapons do not) with a card in its area: the user takes one card of its hand (blind), equipment
//! or judge zone into hand.

use super::super::modifiers::TargetProblem;
use super::def::CardRules;

use super::super::data::CardKind;
use super::super::event::MoveReason;
use super::super::frames::{EffectFrame, Frame, steps};
use super::super::game::Game;
use super::super::request::{Answer, Reason, ReasonBy, Request, RequestKind};
use super::super::types::{Seat, Zone};

steps! {
    /// 顺手牵羊's steps.
    enum Step {
        /// Ask the user which of the target's cards to take.
        Ask,
        /// Take it into the user's hand.
        Chosen,
    }
}

pub(crate) fn effect(g: &mut Game, f: Box<EffectFrame>) {
    if f.at::<Step>() == Step::Ask {
        let from = g.area_picks(f.target, true, true, true);
        if from.is_empty() || !g.is_alive(f.user) {
            return;
        }
        let req = Request {
            seat: f.user,
            kind: RequestKind::ChooseCards { from, min: 1, max: 1 },
            reason: Reason { by: ReasonBy::Card(CardKind::Snatch), about: Some(f.target) },
        };
        let mut f = f;
        f.goto(Step::Chosen);
        g.ask(Frame::Effect(f), req);
    } else if let Some(Answer::Cards(picks)) = g.take_answer() {
        for c in g.picks_to_cards(&picks) {
            g.move_card(c, Zone::Hand(f.user), MoveReason::Obtain);
        }
    }
}

/// What this card does, in one place (see `cards::def`).
pub(crate) const RULES: CardRules = CardRules {
    play_targets: Some(super::def::one_target),
    range_check: Some(range_check),
    target_check: Some(target_check),
    effect: Some(effect),
    ..CardRules::NONE
};

/// Farther than 1 (unless the user's tricks ignore distance).
fn range_check(g: &Game, user: Seat, target: Seat) -> Option<TargetProblem> {
    let distance = g.distance(user, target);
    (distance > 1 && !g.tricks_ignore_distance(user)).then_some(TargetProblem::TooFar { distance })
}

/// Nothing to take.
fn target_check(g: &Game, _user: Seat, target: Seat) -> Option<TargetProblem> {
    (!g.players[target as usize].has_any_card()).then_some(TargetProblem::NoCards)
}
