//! 反间 (周瑜) — reference §2; seed 000 (反間). Once per play phase, with a hand card: another player
//! names a suit, then takes one of his hand cards blind and shows it; if its suit differs from the
//! named one, he deals that player 1 damage. The player keeps the card either way.
//! Activated in the play phase.

use super::def::{SkillDef, Tags};

use super::super::data::Suit;
use super::super::event::{Event, MoveReason, Nature};
use super::super::frames::{SkillFrame, steps};
use super::super::game::Game;
use super::super::request::{Answer, CardSource, Choice, PlayOption, RequestKind, TargetSpec};
use super::super::types::{Seat, Zone};
use super::{SkillId, ask, done};

const SUITS: [Suit; 4] = [Suit::Spade, Suit::Heart, Suit::Club, Suit::Diamond];

pub(crate) fn play_option(g: &Game, owner: Seat) -> Option<PlayOption> {
    let others: Vec<Seat> = g.alive_iter(owner).filter(|&s| s != owner).collect();
    (!g.players[owner as usize].hand.is_empty() && !others.is_empty()).then(|| PlayOption {
        source: CardSource::Convert { skill: SkillId::Fanjian, from: Vec::new(), min: 0, max: 0 },
        kind: None,
        targets: TargetSpec::seats(others, 1, 1),
    })
}

steps! {
    /// 反间's steps.
    enum Step {
        /// Ask the target to name a suit.
        Ask,
        /// The suit is named: ask the target to take one of his hand cards blind.
        Named,
        /// The card was taken: show it, and damage the target if its suit differs.
        Taken,
    }
}

pub(crate) fn run(g: &mut Game, mut f: Box<SkillFrame>) {
    let (owner, Some(t)) = (f.owner, super::active_target(&f)) else { return done(g, f) };
    match f.at::<Step>() {
        Step::Ask => {
            f.goto(Step::Named);
            let options = SUITS.iter().map(|&s| Choice::Suit(s)).collect();
            ask(g, f, t, RequestKind::ChooseOption { options }, Some(owner));
        }
        Step::Named => {
            if let Some(Answer::Choice(i)) = g.take_answer() {
                f.n = i as i32;
            }
            let from = g.area_picks(owner, true, false, false);
            if from.is_empty() {
                return done(g, f);
            }
            f.goto(Step::Taken);
            ask(g, f, t, RequestKind::ChooseCards { from, min: 1, max: 1 }, Some(owner));
        }
        Step::Taken => {
            let named = SUITS.get(f.n as usize).copied();
            let card = match g.take_answer() {
                Some(Answer::Cards(p)) => g.picks_to_cards(&p).first().copied(),
                _ => None,
            };
            done(g, f);
            let Some(card) = card else { return };
            g.move_cards(Zone::Hand(owner), &[card], Zone::Hand(t), MoveReason::Obtain);
            g.emit(Event::CardShown { seat: t, cards: vec![card] });
            if Some(card.suit()) != named {
                g.damage(Some(owner), t, 1, None, Nature::Normal);
            }
        }
    }
}

/// Fanjian: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef =
    SkillDef { tags: Tags::ONCE_PER_PHASE, run, play_option: Some(play_option), ..SkillDef::NONE };
