//! 乐不思蜀 Indulgence — reference §5.3; seed 000 (樂不思蜀). Placed in another seat's judge zone (any
//! distance; not where one already lies). In that seat's judge phase: unless the judgement is ♥, it
//! skips its play phase. The card is then discarded.

use super::super::modifiers::TargetProblem;
use super::def::CardRules;

use super::super::data::{CardKind, Suit};
use super::super::event::MoveReason;
use super::super::frames::{DelayedFrame, DelayedStep, Frame};
use super::super::game::{Game, Ret};
use super::super::request::ReasonBy;
use super::super::types::{CardId, Phase, Seat};

pub(crate) fn judge_good(card: CardId) -> bool {
    card.suit() == Suit::Heart
}

pub(crate) fn delayed(g: &mut Game, mut f: Box<DelayedFrame>) {
    if f.step == DelayedStep::Judge {
        f.step = DelayedStep::Resolve;
        let seat = f.seat;
        g.stack.push(Frame::Delayed(f));
        g.push_judge(seat, ReasonBy::Card(CardKind::Indulgence));
        return;
    }
    if let Ret::Judge(card) = g.take_ret()
        && !judge_good(card)
    {
        g.turn.skip |= Phase::Play.bit();
    }
    g.discard_cards(&[f.card], MoveReason::Judge);
}

/// What this card does, in one place (see `cards::def`).
pub(crate) const RULES: CardRules = CardRules {
    play_targets: Some(super::def::one_target),
    target_check: Some(target_check),
    delayed: Some(delayed),
    judge_good,
    convertible_in_play: true,
    ..CardRules::NONE
};

/// A judge zone holds at most one 乐不思蜀.
fn target_check(g: &Game, _user: Seat, target: Seat) -> Option<TargetProblem> {
    g.players[target as usize]
        .judge
        .iter()
        .any(|(_, k)| *k == CardKind::Indulgence)
        .then_some(TargetProblem::AlreadyHas)
}
