//! 借刀杀人 Collateral — reference §5.2; seed 000 (借刀殺人). Targets another seat A that has a weapon,
//! naming a seat B within A's attack range. A must use a 杀 on B; otherwise A gives its weapon to the
//! user. (If A has lost its weapon meanwhile nothing happens; if B can no longer be slashed, A gives it.)

use super::super::modifiers::TargetProblem;
use super::def::{CardRules, Targeting};

use super::super::data::CardKind;
use super::super::event::MoveReason;
use super::super::frames::{EffectFrame, Frame, RespondFrame, steps};
use super::super::game::Game;
use super::super::modifiers::Reach;
use super::super::request::{ReasonBy, TargetSpec};
use super::super::types::{Seat, VCard, Zone};

pub(crate) fn targets(g: &Game, user: Seat) -> Option<TargetSpec> {
    let mut pairs = Vec::new();
    let card = VCard { kind: CardKind::Collateral, cards: Default::default(), via: None };
    for a in g.legal_targets(user, &card, Reach::Normal) {
        // B must be a seat A could use a 杀 on: in A's attack range and not immune to it.
        let bs = g.legal_targets(a, &slash(), Reach::Normal);
        if !bs.is_empty() {
            pairs.push((a, bs));
        }
    }
    Some(TargetSpec { min: 2, max: 2, seats: Vec::new(), pairs })
}

/// The 杀 A is asked for, as a card of that name (which of A's cards it will be is not known yet).
fn slash() -> VCard {
    VCard { kind: CardKind::Slash, cards: Default::default(), via: None }
}

steps! {
    /// 借刀杀人's steps.
    enum Step {
        /// Ask A for a 杀 on B.
        Ask,
        /// Use the 杀 given on B, or take A's weapon.
        Answered,
    }
}

pub(crate) fn effect(g: &mut Game, mut f: Box<EffectFrame>) {
    let a = f.target;
    let Some(weapon) = g.players[a as usize].equip[0] else {
        return;
    };
    let b = f.extra.filter(|&b| g.may_target(a, &slash(), b, Reach::Normal).is_ok());
    match (f.at::<Step>(), b) {
        (Step::Ask, Some(b)) => {
            f.goto(Step::Answered);
            let mut r = RespondFrame::new(a, CardKind::Slash, true, ReasonBy::Card(CardKind::Collateral), Some(b));
            r.pay = false;
            r.aim = Some((b, Reach::Normal));
            g.stack.push(Frame::Effect(f));
            g.stack.push(Frame::Respond(Box::new(r)));
        }
        (Step::Answered, Some(b)) => match g.take_card() {
            Some(slash) => g.push_use(a, slash, vec![b], None),
            None => give(g, a, weapon, f.user),
        },
        (_, None) => {
            g.take_ret();
            give(g, a, weapon, f.user)
        }
    }
}

fn give(g: &mut Game, from: Seat, weapon: super::super::types::CardId, to: Seat) {
    if g.is_alive(to) {
        g.move_cards(Zone::Equip(from), &[weapon], Zone::Hand(to), MoveReason::Give);
    }
}

/// What this card does, in one place (see `cards::def`).
pub(crate) const RULES: CardRules = CardRules {
    play_targets: Some(|g, user, _| targets(g, user)),
    targeting: Targeting::Pair,
    target_check: Some(target_check),
    effect: Some(effect),
    ..CardRules::NONE
};

/// The one who must slash needs a weapon.
fn target_check(g: &Game, _user: Seat, target: Seat) -> Option<TargetProblem> {
    g.players[target as usize].equip[0].is_none().then_some(TargetProblem::NoWeapon)
}
