//! Responses (use or play a card matching a pattern) and 无懈可击 chains.
//!
//! 无懈可击 (seed 000, reference §5.2): before a trick takes effect on one target, every living player
//! is asked in seat order from the current player; a 无懈 cancels the trick for that target only and may
//! itself be countered by another 无懈, which asks everybody again.

use super::data::CardKind;
use super::event::{Event, MoveReason};
use super::frames::*;
use super::game::{Game, Ret};
use super::modifiers::Reach;
use super::pattern::Pattern;
use super::request::{Answer, CardSource, ReasonBy, Request, RequestKind, Using};
use super::triggers::{Ctx, NeedData, Timing, TimingData};
use super::types::{Seat, VCard, Zone};

impl Game {
    /// The ways `seat` can produce a `pattern` card from its own cards: matching hand cards and conversions.
    pub(crate) fn respond_options(&self, seat: Seat, pattern: Pattern) -> Vec<CardSource> {
        let p = &self.players[seat as usize];
        let mut v: Vec<CardSource> =
            p.hand.iter().filter(|&&c| pattern.fits_card(c)).map(|&c| CardSource::Card(c)).collect();
        // Conversions produce a named card (将A当B): only a pattern that names one has them.
        if let Some(name) = pattern.name() {
            self.for_each_skill(seat, |s| {
                if let Some(src) = s.conversion(self, seat, name, false) {
                    v.push(src);
                }
            });
        }
        v
    }

    /// The answers among `options` that could then be used on `to` (one target-legality check: a
    /// weapon or horse converted into the card lends it no range).
    fn aimed_at(
        &self,
        seat: Seat,
        pattern: Pattern,
        options: Vec<CardSource>,
        to: Seat,
        reach: Reach,
    ) -> Vec<CardSource> {
        let kind = pattern.name();
        let ok = |card: VCard| self.may_target(seat, &card, to, reach).is_ok();
        options
            .into_iter()
            .filter_map(|o| match o {
                CardSource::Card(c) => ok(VCard::real(c)).then_some(CardSource::Card(c)),
                CardSource::Convert { skill, from, min: 1, max: 1 } => {
                    let from: Vec<_> = from
                        .into_iter()
                        .filter(|&c| {
                            let kind = kind.unwrap_or(c.kind());
                            ok(VCard { kind, cards: smallvec::smallvec![c], via: Some(skill) })
                        })
                        .collect();
                    (!from.is_empty()).then_some(CardSource::Convert { skill, from, min: 1, max: 1 })
                }
                other => Some(other),
            })
            .collect()
    }

    pub(crate) fn can_respond(&self, seat: Seat, pattern: Pattern) -> bool {
        let p = &self.players[seat as usize];
        if p.hand.iter().any(|&c| pattern.fits_card(c)) {
            return true;
        }
        let Some(name) = pattern.name() else { return false };
        let mut any = false;
        self.for_each_skill(seat, |s| any |= s.conversion(self, seat, name, false).is_some());
        any
    }

    /// Builds the card an answer names (already validated against `options`): a card given as itself
    /// keeps its own name (a 火杀 answering "a 杀" stays a 火杀); a converted one is what was asked for.
    pub(crate) fn vcard_of(&self, using: &Using, pattern: Pattern) -> VCard {
        match using {
            Using::Card(c) => VCard { kind: c.kind(), cards: smallvec::smallvec![*c], via: None },
            Using::Convert { skill, cards } => {
                // Only a named pattern offers conversions (`respond_options`).
                let kind = pattern.name().or(cards.first().map(|c| c.kind())).unwrap_or(CardKind::Slash);
                VCard { kind, cards: cards.as_slice().into(), via: Some(*skill) }
            }
        }
    }

    pub(crate) fn run_respond(&mut self, mut f: Box<RespondFrame>) {
        match f.step {
            RespondStep::Trigger => {
                if !self.is_alive(f.seat) {
                    self.ret = Ret::Card(None);
                    return;
                }
                f.step = RespondStep::Ask;
                let need = NeedData {
                    seat: f.seat,
                    pattern: f.pattern,
                    asker: f.reason.about,
                    against: f.against.clone(),
                    provided: None,
                };
                let c = Ctx::new(Timing::NeedResponse, TimingData::Need(need));
                self.stack.push(Frame::Respond(f));
                self.trigger(c);
            }
            RespondStep::Ask => {
                let ctx = self.take_ctx();
                debug_assert!(ctx.need().is_some(), "a response expects its need data back");
                if let Some(card) = ctx.need().and_then(|d| d.provided.clone()) {
                    // Supplied by an effect (e.g. 八卦阵): counts as used/played, no card moves.
                    self.log_response(&f, &card);
                    self.ret = Ret::Card(Some(card));
                    return;
                }
                let mut options = self.respond_options(f.seat, f.pattern);
                if let Some((to, reach)) = f.aim {
                    options = self.aimed_at(f.seat, f.pattern, options, to, reach);
                }
                if options.is_empty() && !self.always_ask.contains(f.seat) {
                    self.ret = Ret::Card(None);
                    return;
                }
                f.step = RespondStep::Answered;
                let req = Request {
                    seat: f.seat,
                    kind: RequestKind::Respond { pattern: f.pattern, using: f.using, options },
                    reason: f.reason.clone(),
                };
                self.ask(Frame::Respond(f), req);
            }
            RespondStep::Answered => match self.take_answer() {
                Some(Answer::Respond(using)) => {
                    let card = self.vcard_of(&using, f.pattern);
                    self.note_in_play(f.seat, card.kind);
                    if !f.pay {
                        self.ret = Ret::Card(Some(card));
                        return;
                    }
                    self.log_response(&f, &card);
                    let reason = if f.using { MoveReason::Use } else { MoveReason::Play };
                    for &c in &card.cards {
                        if let Some(z) = self.zone_of(c) {
                            self.move_cards(z, &[c], Zone::Discard, reason);
                        }
                    }
                    if f.using {
                        // A used card (闪, 桃, 无懈可击 …) fires `CardUsed` like any other use.
                        let c = Ctx::card_use(Timing::CardUsed, f.seat, None, card.clone());
                        f.got = Some(card);
                        f.step = RespondStep::Used;
                        self.stack.push(Frame::Respond(f));
                        self.trigger(c);
                    } else {
                        self.ret = Ret::Card(Some(card));
                    }
                }
                _ => self.ret = Ret::Card(None),
            },
            RespondStep::Used => {
                self.take_ret();
                self.ret = Ret::Card(f.got.take());
            }
        }
    }

    fn log_response(&mut self, f: &RespondFrame, card: &VCard) {
        if f.using {
            self.emit(Event::CardUsed {
                user: f.seat,
                kind: card.kind,
                cards: card.cards.to_vec(),
                targets: f.target.into_iter().collect(),
                via: card.via,
            });
        } else {
            self.emit(Event::CardPlayed { seat: f.seat, kind: card.kind, cards: card.cards.to_vec(), via: card.via });
        }
    }

    /// Opens a 无懈可击 window for a trick of `kind` on `target`; the result (`true` = cancelled) is
    /// handed back as `Ret::Bool`.
    pub(crate) fn push_nullify(&mut self, kind: CardKind, target: Option<Seat>) {
        let order = self.alive_from(self.turn.seat);
        if !order.iter().any(|&s| self.asks(s, CardKind::Nullification)) {
            self.ret = Ret::Bool(false);
            return;
        }
        self.stack.push(Frame::Nullify(Box::new(NullifyFrame {
            kind,
            target,
            countered: false,
            asked: false,
            order,
            idx: 0,
        })));
    }

    pub(crate) fn run_nullify(&mut self, mut f: Box<NullifyFrame>) {
        if f.asked {
            if self.take_card().is_some() {
                f.countered = !f.countered;
                f.idx = 0;
                f.order = self.alive_from(self.turn.seat);
            } else {
                f.idx += 1;
            }
        }
        while let Some(&asker) = f.order.get(f.idx as usize) {
            if self.is_alive(asker) && self.asks(asker, CardKind::Nullification) {
                f.asked = true;
                let about = f.target;
                let by = if f.countered { ReasonBy::Card(CardKind::Nullification) } else { ReasonBy::Card(f.kind) };
                self.stack.push(Frame::Nullify(f));
                self.stack.push(Frame::Respond(Box::new(RespondFrame::new(
                    asker,
                    CardKind::Nullification,
                    true,
                    by,
                    about,
                ))));
                return;
            }
            f.idx += 1;
        }
        self.ret = Ret::Bool(f.countered);
    }
}

#[cfg(test)]
mod tests {
    use super::super::pattern::Pattern;
    use super::super::request::CardSource;
    use super::super::scenario::{Scenario, SeatSetup};
    use super::super::skills::SkillId;
    use super::super::types::{CardId, Role};
    use super::*;

    fn card(text: &str) -> CardId {
        CardId::parse(text).expect("a card of the Standard deck")
    }

    /// Seat 1 has 武圣 (a red card as a 杀) and holds a red 桃, a black 杀 and a red 闪.
    fn table() -> Game {
        let hand = vec![card("peach ♥3"), card("slash ♠7"), card("jink ♦2")];
        let seats = vec![
            SeatSetup { role: Some(Role::Lord), ..Default::default() },
            SeatSetup { role: Some(Role::Rebel), hand, skills: Some(vec![SkillId::Wusheng]), ..Default::default() },
        ];
        Scenario::with_seats("patterns", seats).build().expect("valid scenario")
    }

    #[test]
    fn a_named_pattern_takes_its_cards_and_the_conversions_to_it() {
        let g = table();
        let options = g.respond_options(1, Pattern::Named(CardKind::Slash));
        assert!(options.contains(&CardSource::Card(card("slash ♠7"))));
        assert!(!options.contains(&CardSource::Card(card("peach ♥3"))));
        assert!(options.iter().any(|o| matches!(o, CardSource::Convert { skill: SkillId::Wusheng, .. })));
        let converted = g.vcard_of(
            &Using::Convert { skill: SkillId::Wusheng, cards: vec![card("peach ♥3")] },
            Pattern::Named(CardKind::Slash),
        );
        assert_eq!(converted.kind, CardKind::Slash);
    }

    #[test]
    fn a_colour_pattern_takes_the_cards_of_that_colour_and_no_conversion() {
        let g = table();
        let options = g.respond_options(1, Pattern::Colored(super::super::data::Color::Red));
        assert_eq!(options, vec![CardSource::Card(card("peach ♥3")), CardSource::Card(card("jink ♦2"))]);
        assert!(g.can_respond(1, Pattern::Colored(super::super::data::Color::Black)));
        assert!(!g.can_respond(0, Pattern::Any), "seat 0 holds nothing");
        // A card given as itself keeps its name.
        let given = g.vcard_of(&Using::Card(card("jink ♦2")), Pattern::Colored(super::super::data::Color::Red));
        assert_eq!(given.kind, CardKind::Jink);
    }
}
