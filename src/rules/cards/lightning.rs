//! 闪电 Lightning — reference §5.3; seed 000 (閃電). Placed in one's own judge zone. In the judge phase:
//! ♠2–♠9 deals 3 thunder damage with no source and the card is discarded; otherwise (or when nullified)
//! it moves on to the next living seat whose judge zone holds no 闪电.

use super::def::CardRules;

use super::super::data::{CardKind, Suit};
use super::super::event::{MoveReason, Nature};
use super::super::frames::{DelayedFrame, DelayedStep, Frame};
use super::super::game::{Game, Ret};
use super::super::request::{ReasonBy, TargetSpec};
use super::super::types::{CardId, Seat};

pub(crate) fn targets(g: &Game, user: Seat) -> Option<TargetSpec> {
    let has = g.players[user as usize].judge.iter().any(|(_, k)| *k == CardKind::Lightning);
    (!has).then(TargetSpec::none)
}

pub(crate) fn judge_good(card: CardId) -> bool {
    !(card.suit() == Suit::Spade && (2..=9).contains(&card.rank()))
}

pub(crate) fn delayed(g: &mut Game, mut f: Box<DelayedFrame>) {
    if f.step == DelayedStep::Judge {
        f.step = DelayedStep::Resolve;
        let seat = f.seat;
        g.stack.push(Frame::Delayed(f));
        g.push_judge(seat, ReasonBy::Card(CardKind::Lightning));
        return;
    }
    let Ret::Judge(card) = g.take_ret() else {
        return;
    };
    if judge_good(card) {
        move_on(g, f.card, f.seat);
    } else {
        g.discard_cards(&[f.card], MoveReason::Judge);
        g.damage(None, f.seat, 3, None, Nature::Thunder);
    }
}

/// Moves the lightning to the next living seat (after `from`) with no 闪电 in its judge zone; if there
/// is none it comes back to `from`.
pub(crate) fn move_on(g: &mut Game, card: CardId, from: Seat) {
    let n = g.players.len();
    for i in 1..=n {
        let s = ((from as usize + i) % n) as Seat;
        let p = &g.players[s as usize];
        if p.alive
            && !p.judge.iter().any(|(_, k)| *k == CardKind::Lightning)
            && (s == from || g.can_target(from, s, CardKind::Lightning))
        {
            g.place_delayed(card, CardKind::Lightning, s);
            return;
        }
    }
    g.discard_cards(&[card], MoveReason::Judge);
}

/// What this card does, in one place (see `cards::def`).
pub(crate) const RULES: CardRules = CardRules {
    play_targets: Some(|g, user, _| targets(g, user)),
    self_target: true,
    delayed: Some(delayed),
    delayed_nullified: Some(|g, f| move_on(g, f.card, f.seat)),
    judge_good,
    ..CardRules::NONE
};
