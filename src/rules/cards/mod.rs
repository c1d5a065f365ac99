//! Card effects, one module per card (reference/standard-deck.md §5). This file only dispatches by
//! card kind; the rules of each card live in its module.

use super::data::CardKind;
use super::frames::{DelayedFrame, EffectFrame, UseFrame};
use super::game::Game;
use super::request::{CardSource, PlayOption, TargetSpec};
use super::types::{CardId, Seat, VCard};
use def::Targeting;

pub(crate) mod amazing_grace;
pub(crate) mod archery_attack;
pub(crate) mod axe;
pub(crate) mod blade;
pub(crate) mod collateral;
pub(crate) mod crossbow;
pub(crate) mod def;
pub(crate) mod dismantlement;
pub(crate) mod double_sword;
pub(crate) mod duel;
pub(crate) mod eight_diagram;
pub(crate) mod ex_nihilo;
pub(crate) mod god_salvation;
pub(crate) mod halberd;
pub(crate) mod horse;
pub(crate) mod ice_sword;
pub(crate) mod indulgence;
pub(crate) mod jink;
pub(crate) mod kylin_bow;
pub(crate) mod lightning;
pub(crate) mod nullification;
pub(crate) mod peach;
pub(crate) mod qinggang_sword;
pub(crate) mod renwang_shield;
pub(crate) mod savage_assault;
pub(crate) mod slash;
pub(crate) mod snatch;
pub(crate) mod spear;

/// Other living seats in seat order starting after `user`.
pub(crate) fn others(g: &Game, user: Seat) -> Vec<Seat> {
    g.alive_from(user).into_iter().filter(|&s| s != user).collect()
}

/// Targets `card` may take when `user` uses it in the play phase; `None` if it cannot be used now.
pub(crate) fn play_targets(g: &Game, user: Seat, card: &VCard) -> Option<TargetSpec> {
    let spec = (card.kind.rules().play_targets?)(g, user, card)?;
    spec.satisfiable().then_some(spec)
}

/// Card names a skill may turn other cards into during the play phase, in card order.
fn playable_as() -> impl Iterator<Item = CardKind> {
    CardKind::all().filter(|k| k.rules().convertible_in_play)
}

/// Every legal play-phase action of `seat` (ending the phase is always legal besides these).
pub(crate) fn play_options(g: &Game, seat: Seat) -> Vec<PlayOption> {
    let mut v = Vec::new();
    let mut slash_seats: Option<Vec<Seat>> = None;
    for &c in &g.players[seat as usize].hand {
        let card = VCard::real(c);
        let spec = if card.kind.is(CardKind::Slash) {
            // A card from the hand pays nothing that changes the range: one list serves every 杀.
            let seats = slash_seats.get_or_insert_with(|| slash::slash_range(g, seat, &card));
            slash::targets_among(g, seat, &card, Some(seats)).filter(TargetSpec::satisfiable)
        } else {
            play_targets(g, seat, &card)
        };
        if let Some(targets) = spec {
            v.push(PlayOption { source: CardSource::Card(c), kind: Some(card.kind), targets });
        }
    }
    if g.players[seat as usize].skills.is_empty() && g.players[seat as usize].equip[0].is_none() {
        return v;
    }
    let mut convs = Vec::new();
    let mut actives = Vec::new();
    g.for_each_skill(seat, |s| {
        for kind in playable_as() {
            if let Some(src) = s.conversion(g, seat, kind, true) {
                convs.push((src, kind));
            }
        }
        if let Some(o) = s.play_option(g, seat) {
            actives.push(o);
        }
    });
    let equip = g.players[seat as usize].equip;
    for (src, kind) in convs {
        let probe = VCard { kind, cards: Default::default(), via: None };
        let targets = play_targets(g, seat, &probe);
        // A piece of equipment turned into the card is paid for it and lends it no range or distance
        // (seed 002): where that changes the targets, it becomes an option of its own.
        let mut own = Vec::new();
        let src = match src {
            CardSource::Convert { skill, mut from, min: 1, max: 1 } => {
                let paid_from: Vec<CardId> = equip.iter().flatten().copied().filter(|e| from.contains(e)).collect();
                for e in paid_from {
                    let paid = VCard { kind, cards: smallvec::smallvec![e], via: Some(skill) };
                    let with_e = play_targets(g, seat, &paid);
                    if with_e != targets {
                        from.retain(|&c| c != e);
                        if let Some(t) = with_e {
                            own.push(PlayOption {
                                source: CardSource::Convert { skill, from: vec![e], min: 1, max: 1 },
                                kind: Some(kind),
                                targets: t,
                            });
                        }
                    }
                }
                (!from.is_empty()).then_some(CardSource::Convert { skill, from, min: 1, max: 1 })
            }
            other => Some(other),
        };
        if let (Some(src), Some(targets)) = (src, targets) {
            v.push(PlayOption { source: src, kind: Some(kind), targets });
        }
        v.extend(own);
    }
    v.extend(actives.into_iter().filter(|o| o.targets.satisfiable()));
    v
}

/// Bookkeeping when a card is used from the play phase (e.g. counting 杀).
pub(crate) fn on_play_use(g: &mut Game, seat: Seat, card: &VCard) {
    if let Some(f) = card.kind.rules().on_play_use {
        f(g, seat);
    }
}

/// The full target list once the user has chosen: self-use cards target the user, area tricks
/// every seat they reach in order; 借刀杀人 keeps its second seat apart.
pub(crate) fn final_targets(g: &Game, user: Seat, kind: CardKind, chosen: Vec<Seat>) -> (Vec<Seat>, Option<Seat>) {
    match kind.rules().targeting {
        Targeting::Others => (others(g, user), None),
        Targeting::Everyone => (g.alive_from(user), None),
        Targeting::Pair => (chosen.first().copied().into_iter().collect(), chosen.get(1).copied()),
        Targeting::Chosen if chosen.is_empty() => (vec![user], None),
        Targeting::Chosen => {
            // Several targets resolve in seat order from the user.
            let order = g.alive_from(user);
            let mut t = chosen;
            t.sort_by_key(|s| order.iter().position(|x| x == s));
            (t, None)
        }
    }
}

/// A trick whose effect on `target` would do nothing skips its 无懈 window and effect.
pub(crate) fn pointless(g: &Game, kind: CardKind, target: Seat) -> bool {
    kind.rules().pointless.is_some_and(|f| f(g, target))
}

pub(crate) fn on_use_start(g: &mut Game, f: &UseFrame) {
    if let Some(start) = f.card.kind.rules().on_use_start {
        start(g, f);
    }
}

pub(crate) fn on_use_end(g: &mut Game, f: &UseFrame) {
    if let Some(end) = f.card.kind.rules().on_use_end {
        end(g, f);
    }
}

pub(crate) fn run_effect(g: &mut Game, f: Box<EffectFrame>) {
    if !g.is_alive(f.target) {
        return;
    }
    if let Some(effect) = f.kind.rules().effect {
        effect(g, f);
    }
}

pub(crate) fn delayed_effect(g: &mut Game, f: Box<DelayedFrame>) {
    match f.kind.rules().delayed {
        Some(delayed) => delayed(g, f),
        None => g.discard_cards(&[f.card], super::event::MoveReason::Judge),
    }
}

pub(crate) fn delayed_nullified(g: &mut Game, f: &DelayedFrame) {
    match f.kind.rules().delayed_nullified {
        Some(nullified) => nullified(g, f),
        None => g.discard_cards(&[f.card], super::event::MoveReason::Judge),
    }
}

/// Whether a judge card is the good result for a judgement made for `kind`.
pub(crate) fn judge_good(kind: CardKind, card: CardId) -> bool {
    (kind.rules().judge_good)(card)
}
