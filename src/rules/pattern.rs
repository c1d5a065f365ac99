//! Patterns: which cards a rule asks for or accepts — "any 杀" (plain, fire, thunder), "a red card",
//! "a ♥ card", "a trick" — used by responses, conversions and legality instead of exact names.

use super::data::{CardKind, Color, Subtype, Suit};
use super::types::{CardId, VCard};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Pattern {
    /// A card named this, or of this name's family (`Named(Slash)` is any 杀).
    Named(CardKind),
    /// A card of this colour.
    Colored(Color),
    /// A card of this suit.
    Suited(Suit),
    /// A card of this type (basic, trick, delayed trick, a kind of equipment).
    Typed(Subtype),
    /// Any card.
    Any,
}

impl Pattern {
    /// The card name a card of this pattern is used or played as, when the pattern names one
    /// (what a conversion must produce).
    pub fn name(self) -> Option<CardKind> {
        match self {
            Pattern::Named(k) => Some(k),
            _ => None,
        }
    }

    /// Whether a card of this name fits (colour and suit patterns need the card itself).
    pub fn fits_kind(self, kind: CardKind) -> bool {
        match self {
            Pattern::Named(name) => kind.is(name),
            Pattern::Typed(t) => kind.subtype() == t,
            Pattern::Any => true,
            Pattern::Colored(_) | Pattern::Suited(_) => false,
        }
    }

    /// Whether this physical card fits, as itself.
    pub fn fits_card(self, card: CardId) -> bool {
        match self {
            Pattern::Colored(c) => card.color() == c,
            Pattern::Suited(s) => card.suit() == s,
            _ => self.fits_kind(card.kind()),
        }
    }

    /// Whether a card as used or played fits: by the name it is used as (a converted card counts as
    /// what it was converted to), and by its own colour and suit.
    pub fn fits(self, card: &VCard) -> bool {
        match self {
            Pattern::Colored(c) => card.color() == c,
            Pattern::Suited(s) => card.suit() == Some(s),
            _ => self.fits_kind(card.kind),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_named_pattern_takes_the_name_and_its_family_and_nothing_else() {
        assert!(Pattern::Named(CardKind::Slash).fits_kind(CardKind::Slash));
        assert!(!Pattern::Named(CardKind::Slash).fits_kind(CardKind::Jink));
        for k in CardKind::all() {
            assert!(Pattern::Named(k).fits_kind(k));
            assert!(Pattern::Named(k.family()).fits_kind(k), "{k:?} counts as its family");
        }
    }

    #[test]
    fn colour_suit_and_type_patterns_read_the_card() {
        let red_slash = CardId::parse("slash ♥10").expect("a card");
        let black_slash = CardId::parse("slash ♠7").expect("a card");
        assert!(Pattern::Colored(Color::Red).fits_card(red_slash));
        assert!(!Pattern::Colored(Color::Red).fits_card(black_slash));
        assert!(Pattern::Suited(Suit::Spade).fits_card(black_slash));
        assert!(Pattern::Typed(Subtype::Basic).fits_card(black_slash));
        assert!(!Pattern::Typed(Subtype::Trick).fits_card(black_slash));
        // A card converted to 杀 from a red card fits "a 杀" and "a red card".
        let v = VCard { kind: CardKind::Slash, cards: smallvec::smallvec![red_slash], via: None };
        assert!(Pattern::Named(CardKind::Slash).fits(&v) && Pattern::Colored(Color::Red).fits(&v));
    }
}
