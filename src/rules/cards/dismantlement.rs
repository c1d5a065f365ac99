//! 过河拆桥 Dismantlement — reference §5.2; seed 000 (過河拆橋). On another seat with a card in its
//! area, any distance: the user discards one card of the target's hand (blind), equipment or judge zone.

use super::super::modifiers::TargetProblem;
use super::def::CardRules;

use super::super::data::CardKind;
use super::super::event::MoveReason;
use super::super::frames::{EffectFrame, Frame, steps};
use super::super::game::Game;
use super::super::request::{Answer, Reason, ReasonBy, Request, RequestKind};
use super::super::types::Seat;

steps! {
    /// 过河拆桥's steps.
    enum Step {
        /// Ask the user which of the target's cards to discard.
        Ask,
        /// Discard it.
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
            reason: Reason { by: ReasonBy::Card(CardKind::Dismantlement), about: Some(f.target) },
        };
        let mut f = f;
        f.goto(Step::Chosen);
        g.ask(Frame::Effect(f), req);
    } else if let Some(Answer::Cards(picks)) = g.take_answer() {
        let cards = g.picks_to_cards(&picks);
        g.discard_cards(&cards, MoveReason::Discard);
    }
}

/// What this card does, in one place (see `cards::def`).
pub(crate) const RULES: CardRules = CardRules {
    play_targets: Some(super::def::one_target),
    target_check: Some(target_check),
    effect: Some(effect),
    convertible_in_play: true,
    ..CardRules::NONE
};

/// Nothing to discard.
fn target_check(g: &Game, _user: Seat, target: Seat) -> Option<TargetProblem> {
    (!g.players[target as usize].has_any_card()).then_some(TargetProblem::NoCards)
}
