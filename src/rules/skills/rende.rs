//! 仁德 (刘备) — reference §2; seed 000. In the play phase, any number of times, give any hand cards to
//! another player; when the cards given this phase first reach two, he recovers 1 HP.
//! Activated in the play phase.

use super::def::SkillDef;

use super::super::event::MoveReason;
use super::super::frames::{Frame, SkillFrame};
use super::super::game::Game;
use super::super::request::{CardSource, PlayOption, TargetSpec};
use super::super::types::{Seat, Zone};
use super::{SkillId, done};

pub(crate) fn play_option(g: &Game, owner: Seat) -> Option<PlayOption> {
    let hand = g.players[owner as usize].hand.clone();
    let others: Vec<Seat> = g.alive_iter(owner).filter(|&s| s != owner).collect();
    if hand.is_empty() || others.is_empty() {
        return None;
    }
    let n = hand.len() as u8;
    Some(PlayOption {
        source: CardSource::Convert { skill: SkillId::Rende, from: hand, min: 1, max: n },
        kind: None,
        targets: TargetSpec::seats(others, 1, 1),
    })
}

pub(crate) fn run(g: &mut Game, f: Box<SkillFrame>) {
    let (owner, Some(t)) = (f.owner, super::active_target(&f)) else { return done(g, f) };
    let (_, cards) = super::active(&f);
    g.move_cards(Zone::Hand(owner), &cards, Zone::Hand(t), MoveReason::Give);
    let before = g.turn.given;
    g.turn.given = g.turn.given.saturating_add(cards.len() as u8);
    done(g, f);
    if before < 2 && g.turn.given >= 2 {
        g.stack.push(Frame::Recover { seat: owner, amount: 1, source: Some(owner) });
    }
}

/// Rende: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef = SkillDef { run, play_option: Some(play_option), ..SkillDef::NONE };
