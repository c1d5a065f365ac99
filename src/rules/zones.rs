//! The one place cards move between zones (card conservation lives here), plus drawing and
//! reshuffling. Seed 001: an empty draw pile is refilled by shuffling the discard pile; when neither
//! can supply a draw the game is a draw.

use super::event::{Event, MoveReason, Outcome, Visibility, Winner};
use super::game::Game;
use super::types::{CardId, Seat, SeatSet, Zone};
use rand::seq::SliceRandom;

impl Game {
    /// Where `card` is now.
    pub fn zone_of(&self, card: CardId) -> Option<Zone> {
        // Small zones first: most lookups are for cards in play.
        if self.processing.contains(&card) {
            return Some(Zone::Processing);
        }
        for p in &self.players {
            if p.hand.contains(&card) {
                return Some(Zone::Hand(p.seat));
            }
            if p.equip.contains(&Some(card)) {
                return Some(Zone::Equip(p.seat));
            }
            if p.judge.iter().any(|(c, _)| *c == card) {
                return Some(Zone::Judge(p.seat));
            }
        }
        if self.discard.contains(&card) {
            return Some(Zone::Discard);
        }
        if self.deck.contains(&card) {
            return Some(Zone::Deck);
        }
        None
    }

    fn take_from(&mut self, zone: Zone, card: CardId) -> bool {
        fn rm(v: &mut Vec<CardId>, c: CardId) -> bool {
            match v.iter().position(|&x| x == c) {
                Some(i) => {
                    v.remove(i);
                    true
                }
                None => false,
            }
        }
        match zone {
            Zone::Deck => rm(&mut self.deck, card),
            Zone::Discard => rm(&mut self.discard, card),
            Zone::Processing => {
                self.shown.retain(|&c| c != card);
                rm(&mut self.processing, card)
            }
            Zone::Hand(s) => rm(&mut self.players[s as usize].hand, card),
            Zone::Equip(s) => {
                let eq = &mut self.players[s as usize].equip;
                match eq.iter().position(|&x| x == Some(card)) {
                    Some(i) => {
                        eq[i] = None;
                        true
                    }
                    None => false,
                }
            }
            Zone::Judge(s) => {
                let j = &mut self.players[s as usize].judge;
                match j.iter().position(|(c, _)| *c == card) {
                    Some(i) => {
                        j.remove(i);
                        true
                    }
                    None => false,
                }
            }
        }
    }

    fn put_into(&mut self, zone: Zone, card: CardId) {
        match zone {
            Zone::Deck => self.deck.push(card),
            Zone::Discard => self.discard.push(card),
            Zone::Processing => self.processing.push(card),
            Zone::Hand(s) => self.players[s as usize].hand.push(card),
            Zone::Equip(s) => {
                let slot = card.kind().equip_slot().unwrap_or(0);
                self.players[s as usize].equip[slot] = Some(card);
            }
            Zone::Judge(s) => self.players[s as usize].judge.push((card, card.kind())),
        }
    }

    /// Moves `cards` from `from` to `to` and logs it. Cards not found in `from` are skipped
    /// (so a card can never be in two places). Moves into a judge zone keep the card's own name;
    /// use [`Game::place_delayed`] to place a card as another delayed trick.
    pub(crate) fn move_cards(&mut self, from: Zone, cards: &[CardId], to: Zone, reason: MoveReason) -> Vec<CardId> {
        let mut moved = Vec::with_capacity(cards.len());
        let had_hand = matches!(from, Zone::Hand(s) if !self.players[s as usize].hand.is_empty());
        for &c in cards {
            if self.take_from(from, c) {
                self.put_into(to, c);
                moved.push(c);
                if let Zone::Equip(s) = from
                    && to != Zone::Equip(s)
                {
                    self.after_moves.push((super::triggers::Timing::LostEquip, s, Some(c)));
                }
            }
        }
        if let Zone::Hand(s) = from
            && had_hand
            && self.players[s as usize].hand.is_empty()
            && to != Zone::Hand(s)
            && !moved.is_empty()
        {
            self.after_moves.push((super::triggers::Timing::LostLastHandCard, s, None));
        }
        if !moved.is_empty() {
            self.log_move(&moved, from, to, reason);
        }
        moved
    }

    pub(crate) fn log_move(&mut self, cards: &[CardId], from: Zone, to: Zone, reason: MoveReason) {
        if !self.record {
            return;
        }
        let count = cards.len() as u8;
        let public = from.is_public() || to.is_public();
        if public {
            self.emit(Event::CardsMoved { cards: cards.to_vec(), count, from, to, reason });
            return;
        }
        // Hidden move (deck/hand to deck/hand): the owners of the hands see the cards, others a count.
        let mut who = SeatSet::default();
        for z in [from, to] {
            if let Zone::Hand(s) = z {
                who.insert(s);
            }
        }
        let others = SeatSet(SeatSet::all(self.players.len() as u8).0 & !who.0);
        if who.0 != 0 {
            self.emit_to(Visibility::Seats(who), Event::CardsMoved { cards: cards.to_vec(), count, from, to, reason });
        }
        if others.0 != 0 {
            self.emit_to(Visibility::Seats(others), Event::CardsMoved { cards: Vec::new(), count, from, to, reason });
        }
    }

    /// Takes one card from the top of the draw pile into the processing area (for judgements and
    /// 五谷丰登), reshuffling if needed. `None` means the game just ended in a draw.
    pub(crate) fn reveal_top(&mut self) -> Option<CardId> {
        if !self.ensure_deck(1) {
            return None;
        }
        let c = *self.deck.last()?;
        self.move_cards(Zone::Deck, &[c], Zone::Processing, MoveReason::Reveal);
        Some(c)
    }

    /// Makes sure the draw pile has `n` cards, shuffling the discard pile in when it runs short.
    /// Returns false (and ends the game as a draw) when that is impossible.
    pub(crate) fn ensure_deck(&mut self, n: usize) -> bool {
        if self.deck.len() >= n {
            return true;
        }
        if !self.discard.is_empty() {
            let mut pile = std::mem::take(&mut self.discard);
            pile.shuffle(&mut self.rng);
            // The new pile goes under what is left of the old one.
            pile.append(&mut self.deck);
            self.deck = pile;
            let count = self.deck.len() as u8;
            self.emit(Event::DeckReshuffled { count });
        }
        if self.deck.len() >= n {
            return true;
        }
        self.finish(Outcome { winner: Winner::Draw, winners: Vec::new() });
        false
    }

    /// `seat` draws `n` cards. Returns false when the game ended in a draw.
    pub(crate) fn draw(&mut self, seat: Seat, n: usize, reason: MoveReason) -> bool {
        if n == 0 {
            return true;
        }
        if !self.ensure_deck(n) {
            return false;
        }
        let at = self.deck.len() - n;
        let mut cards: Vec<CardId> = self.deck[at..].to_vec();
        cards.reverse(); // top card first
        self.move_cards(Zone::Deck, &cards, Zone::Hand(seat), reason);
        true
    }

    /// Discards `cards` from wherever they are (hand, equipment, judge zone or processing area).
    pub(crate) fn discard_cards(&mut self, cards: &[CardId], reason: MoveReason) {
        for &c in cards {
            if let Some(z) = self.zone_of(c) {
                self.move_cards(z, &[c], Zone::Discard, reason);
            }
        }
    }

    /// Moves one card, wherever it is, to `to`.
    pub(crate) fn move_card(&mut self, card: CardId, to: Zone, reason: MoveReason) {
        if let Some(z) = self.zone_of(card) {
            self.move_cards(z, &[card], to, reason);
        }
    }

    /// Places `card` into `seat`'s judge zone as a delayed trick named `kind`.
    pub(crate) fn place_delayed(&mut self, card: CardId, kind: super::data::CardKind, seat: Seat) {
        if let Some(z) = self.zone_of(card)
            && self.take_from(z, card)
        {
            self.players[seat as usize].judge.push((card, kind));
            self.log_move(&[card], z, Zone::Judge(seat), MoveReason::Use);
        }
    }

    /// Every card in exactly one place: returns the number of cards found, or the first card seen twice.
    pub fn check_conservation(&self) -> Result<usize, String> {
        let mut seen = [false; 256];
        let mut n = 0;
        let mut see = |c: CardId, wher: &str| -> Result<(), String> {
            if seen[c.0 as usize] {
                return Err(format!("card {} appears twice (again in {wher})", c.data_id()));
            }
            seen[c.0 as usize] = true;
            n += 1;
            Ok(())
        };
        for &c in &self.deck {
            see(c, "deck")?;
        }
        for &c in &self.discard {
            see(c, "discard")?;
        }
        for &c in &self.processing {
            see(c, "processing")?;
        }
        for p in &self.players {
            for &c in &p.hand {
                see(c, "hand")?;
            }
            for c in p.equip.iter().flatten() {
                see(*c, "equipment")?;
            }
            for (c, _) in &p.judge {
                see(*c, "judge zone")?;
            }
        }
        Ok(n)
    }
}
