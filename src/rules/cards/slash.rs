//! 杀 Slash — reference §5.1; seed 000 (殺). Used in the play phase on another seat in attack range,
//! once per play phase (a modifier: 诸葛连弩 lifts it). The target may use a 闪; otherwise 1 damage.
//! Timings: `SlashEffect` (仁王盾 may void it), `NeedResponse` (八卦阵), `SlashDodged` (青龙偃月刀, 贯石斧).

use super::super::modifiers::{Reach, TargetProblem};
use super::def::CardRules;

use super::super::data::CardKind;
use super::super::event::Event;
use super::super::frames::{EffectFrame, Frame, RespondFrame, steps};
use super::super::game::Game;
use super::super::request::{ReasonBy, TargetSpec};
use super::super::triggers::{Ctx, Timing};
use super::super::types::{Seat, VCard};

pub(crate) fn targets(g: &Game, user: Seat, card: &VCard) -> Option<TargetSpec> {
    targets_among(g, user, card, None)
}

/// As `targets`, reusing a list of seats already known to be in range (`in_range`).
pub(crate) fn targets_among(g: &Game, user: Seat, card: &VCard, in_range: Option<&[Seat]>) -> Option<TargetSpec> {
    let paid = g.paid_equipment(user, card);
    if !paid.is_empty() {
        // Equipment paid for this 杀 lends nothing: not its range, not its lifted limit (诸葛连弩).
        let h = g.without_equipment(user, &paid);
        let probe = VCard { kind: card.kind, cards: Default::default(), via: card.via };
        return targets_among(&h, user, &probe, None);
    }
    if g.turn.slashes >= g.slash_limit(user) {
        return None;
    }
    let seats: Vec<Seat> = match in_range {
        Some(s) => s.to_vec(),
        None => slash_range(g, user, card),
    };
    let max = 1 + g.extra_targets(user, card);
    Some(TargetSpec::seats(seats, 1, max))
}

/// Other living seats `user` may choose for `card` as a 杀: in attack range (without the equipment paid
/// for it), targetable, and a 同疾 seat if one is in range (all decided by `Game::may_target`).
pub(crate) fn slash_range(g: &Game, user: Seat, card: &VCard) -> Vec<Seat> {
    g.legal_targets(user, card, Reach::Normal)
}

pub(crate) fn on_play_use(g: &mut Game, _seat: Seat) {
    g.turn.slashes = g.turn.slashes.saturating_add(1);
}

steps! {
    /// 杀's steps.
    enum Step {
        /// Fire `SlashEffect` (仁王盾 may void it).
        Start,
        /// Unless voided or undodgeable, ask the target for a 闪.
        Effective,
        /// A 闪 was asked for: another under 无双; dodged fires `SlashDodged`, else the damage.
        Answered,
        /// Dodged: the damage anyway if a skill forced it (贯石斧).
        Dodged,
    }
}

pub(crate) fn effect(g: &mut Game, mut f: Box<EffectFrame>) {
    let ctx = |f: &EffectFrame, t: Timing| Ctx::card_use(t, f.user, Some(f.target), f.card.clone());
    match f.at::<Step>() {
        Step::Start => {
            f.goto(Step::Effective);
            let c = ctx(&f, Timing::SlashEffect);
            g.stack.push(Frame::Effect(f));
            g.trigger(c);
        }
        Step::Effective => {
            let c = g.take_ctx();
            debug_assert!(c.card().is_some(), "a 杀's effect expects its card data back");
            if c.card().is_some_and(|d| d.cancelled) {
                g.emit(Event::NoEffect { kind: f.kind, target: f.target, by: None });
                return;
            }
            if f.flags & super::super::frames::EFFECT_UNDODGEABLE != 0 {
                // 铁骑: no 闪 may answer it.
                g.damage(Some(f.user), f.target, f.data.damage(1), Some(f.card.clone()), f.data.nature);
                return;
            }
            f.goto(Step::Answered);
            f.n = 0;
            let mut r = RespondFrame::new(f.target, CardKind::Jink, true, ReasonBy::Card(f.kind), Some(f.user));
            r.against = Some(f.card.clone());
            g.stack.push(Frame::Effect(f));
            g.stack.push(Frame::Respond(Box::new(r)));
        }
        Step::Answered => {
            let jinked = g.take_card().is_some();
            if jinked && (f.n + 1) < g.responses_needed(f.user) as i32 && g.is_alive(f.target) {
                // 无双: another 闪 is needed.
                f.n += 1;
                let mut r = RespondFrame::new(f.target, CardKind::Jink, true, ReasonBy::Card(f.kind), Some(f.user));
                r.against = Some(f.card.clone());
                g.stack.push(Frame::Effect(f));
                g.stack.push(Frame::Respond(Box::new(r)));
                return;
            }
            if jinked {
                g.emit(Event::SlashDodged { source: f.user, target: f.target });
                f.goto(Step::Dodged);
                let c = ctx(&f, Timing::SlashDodged);
                g.stack.push(Frame::Effect(f));
                g.trigger(c);
            } else {
                g.damage(Some(f.user), f.target, f.data.damage(1), Some(f.card.clone()), f.data.nature);
            }
        }
        Step::Dodged => {
            let c = g.take_ctx();
            debug_assert!(c.card().is_some(), "a dodged 杀 expects its card data back");
            if c.card().is_some_and(|d| d.force) && g.is_alive(f.target) {
                g.damage(Some(f.user), f.target, f.data.damage(1), Some(f.card.clone()), f.data.nature);
            }
        }
    }
}

/// What this card does, in one place (see `cards::def`).
pub(crate) const RULES: CardRules = CardRules {
    play_targets: Some(targets),
    range_check: Some(target_check),
    effect: Some(effect),
    on_play_use: Some(on_play_use),
    convertible_in_play: true,
    ..CardRules::NONE
};

/// Beyond the attack range (seed 001 §攻撃範囲).
fn target_check(g: &Game, user: Seat, target: Seat) -> Option<TargetProblem> {
    let (in_range, distance, range) = g.attack_reach(user, target);
    (!in_range).then_some(TargetProblem::OutOfRange { distance, range })
}

#[cfg(test)]
mod tests {
    use super::super::super::event::{Event, Nature};
    use super::super::super::frames::Frame;
    use super::super::super::scenario::{Scenario, SeatSetup};
    use super::super::super::types::{CardId, Role, VCard};

    /// Seat 0 uses a 杀 on seat 1 (no 闪) with `extra` damage carried by the use; the events that follow.
    fn slash_with_extra(extra: i8) -> (super::Game, Vec<Event>) {
        let slash = CardId::parse("slash ♠7").expect("a card");
        let seats = vec![
            SeatSetup { role: Some(Role::Lord), hand: vec![slash], ..Default::default() },
            SeatSetup { role: Some(Role::Rebel), ..Default::default() },
        ];
        let mut g = Scenario::with_seats("use data", seats).build().expect("valid scenario");
        g.drain_events();
        g.pending = None;
        g.push_use(0, VCard::real(slash), vec![1], None);
        if let Some(Frame::Use(u)) = g.stack.last_mut() {
            u.data.extra_damage = extra;
        }
        g.advance();
        let ev = g.drain_events().into_iter().map(|l| l.event).collect();
        (g, ev)
    }

    #[test]
    fn a_use_carries_its_extra_damage_to_the_effect() {
        let (g, ev) = slash_with_extra(1);
        assert_eq!(g.player(1).hp, 2);
        assert!(ev.contains(&Event::Damage { source: Some(0), target: 1, amount: 2, nature: Nature::Normal, hp: 2 }));
        let (g, _) = slash_with_extra(0);
        assert_eq!(g.player(1).hp, 3);
    }
}
