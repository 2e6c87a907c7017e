//! A JSON reader for f-puzzles' puzzles: the whole grammar (RFC 8259), read into a [`Value`]
//! tree whose numbers stay the text they were written as. The puzzle needs only whole numbers,
//! so nothing converts a float, and the links module carries no float parsing or printing,
//! which with its derives were most of serde_json's weight (docs/BENCHMARKS.md, "Share's
//! module in three").

use std::fmt;

/// A JSON value as written.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Value<'a> {
    Null,
    Bool(bool),
    /// A number: its text, which the grammar has checked.
    Number(&'a str),
    Text(String),
    List(Vec<Value<'a>>),
    /// The fields in the order written.
    Object(Vec<(String, Value<'a>)>),
}

impl<'a> Value<'a> {
    /// The field `name` of an object (the last, if written twice); None for a missing field or
    /// a value that is not an object.
    pub(super) fn field(&self, name: &str) -> Option<&Value<'a>> {
        match self {
            Value::Object(fields) => fields.iter().rev().find(|(key, _)| key == name),
            _ => None,
        }
        .map(|(_, value)| value)
    }

    /// The number, if it is a whole one that an `i64` holds (`1`, `-3`; not `1.0` or `1e2`).
    pub(super) fn integer(&self) -> Option<i64> {
        match self {
            Value::Number(text) => text.parse().ok(),
            _ => None,
        }
    }

    /// Whether it says nothing: null, false, or an empty list or object (f-puzzles writes
    /// `"arrow": []` for a puzzle without arrows).
    pub(super) fn is_empty(&self) -> bool {
        match self {
            Value::Null | Value::Bool(false) => true,
            Value::List(items) => items.is_empty(),
            Value::Object(fields) => fields.is_empty(),
            _ => false,
        }
    }
}

/// Why text is not JSON, and where: lines and columns count from 1, columns in bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct JsonError {
    what: &'static str,
    line: usize,
    column: usize,
}

impl fmt::Display for JsonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let JsonError { what, line, column } = self;
        write!(f, "{what} at line {line} column {column}")
    }
}

/// The deepest nesting of lists and objects read (serde_json's limit), so that a hostile
/// `[[[[…` cannot overflow the stack.
const MOST_DEPTH: usize = 128;

/// The value `text` holds, with nothing but white space after it.
pub(super) fn parse(text: &str) -> Result<Value<'_>, JsonError> {
    let mut reader = Reader {
        text,
        at: 0,
        depth: 0,
    };
    let value = reader.value()?;
    reader.space();
    if reader.at < text.len() {
        return Err(reader.error("trailing characters"));
    }
    Ok(value)
}

struct Reader<'a> {
    text: &'a str,
    /// The byte read next, always at a character's start.
    at: usize,
    /// Lists and objects open.
    depth: usize,
}

impl<'a> Reader<'a> {
    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.at).copied()
    }

    /// Reads `byte` if it is next.
    fn eat(&mut self, byte: u8) -> bool {
        let next = self.peek() == Some(byte);
        self.at += usize::from(next);
        next
    }

    fn space(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.at += 1;
        }
    }

    fn error(&self, what: &'static str) -> JsonError {
        let before = &self.text.as_bytes()[..self.at];
        let line_start = before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |i| i + 1);
        JsonError {
            what,
            line: before.iter().filter(|&&b| b == b'\n').count() + 1,
            column: self.at - line_start + 1,
        }
    }

    fn value(&mut self) -> Result<Value<'a>, JsonError> {
        self.space();
        match self.peek() {
            None => Err(self.error("the JSON ends where a value should be")),
            Some(b'{') => self.nested(Reader::object),
            Some(b'[') => self.nested(Reader::list),
            Some(b'"') => self.string().map(Value::Text),
            Some(b'-' | b'0'..=b'9') => self.number(),
            Some(_) => {
                let words = [
                    ("true", Value::Bool(true)),
                    ("false", Value::Bool(false)),
                    ("null", Value::Null),
                ];
                for (word, value) in words {
                    if self.text[self.at..].starts_with(word) {
                        self.at += word.len();
                        return Ok(value);
                    }
                }
                Err(self.error("expected a value"))
            }
        }
    }

    /// A list or object, by `read`, after its opening bracket.
    fn nested(
        &mut self,
        read: fn(&mut Reader<'a>) -> Result<Value<'a>, JsonError>,
    ) -> Result<Value<'a>, JsonError> {
        if self.depth == MOST_DEPTH {
            return Err(self.error("lists and objects nested too deeply"));
        }
        self.depth += 1;
        self.at += 1;
        let value = read(self);
        self.depth -= 1;
        value
    }

    fn list(&mut self) -> Result<Value<'a>, JsonError> {
        let mut items = Vec::new();
        self.space();
        if self.eat(b']') {
            return Ok(Value::List(items));
        }
        loop {
            items.push(self.value()?);
            self.space();
            if self.eat(b']') {
                return Ok(Value::List(items));
            }
            if !self.eat(b',') {
                return Err(self.error("expected `,` or `]` in a list"));
            }
        }
    }

    fn object(&mut self) -> Result<Value<'a>, JsonError> {
        let mut fields = Vec::new();
        self.space();
        if self.eat(b'}') {
            return Ok(Value::Object(fields));
        }
        loop {
            self.space();
            if self.peek() != Some(b'"') {
                return Err(self.error("expected a key in double quotes"));
            }
            let key = self.string()?;
            self.space();
            if !self.eat(b':') {
                return Err(self.error("expected `:` after a key"));
            }
            fields.push((key, self.value()?));
            self.space();
            if self.eat(b'}') {
                return Ok(Value::Object(fields));
            }
            if !self.eat(b',') {
                return Err(self.error("expected `,` or `}` in an object"));
            }
        }
    }

    /// A string, from its opening quote.
    fn string(&mut self) -> Result<String, JsonError> {
        self.at += 1;
        let mut text = String::new();
        loop {
            let Some(ch) = self.text[self.at..].chars().next() else {
                return Err(self.error("the JSON ends inside a string"));
            };
            match ch {
                '"' => {
                    self.at += 1;
                    return Ok(text);
                }
                '\\' => {
                    self.at += 1;
                    text.push(self.escape()?);
                }
                '\0'..='\x1f' => return Err(self.error("a control character inside a string")),
                _ => {
                    text.push(ch);
                    self.at += ch.len_utf8();
                }
            }
        }
    }

    /// The character of an escape, after its backslash.
    fn escape(&mut self) -> Result<char, JsonError> {
        let Some(byte) = self.peek() else {
            return Err(self.error("the JSON ends inside a string"));
        };
        let ch = match byte {
            b'"' => '"',
            b'\\' => '\\',
            b'/' => '/',
            b'b' => '\x08',
            b'f' => '\x0c',
            b'n' => '\n',
            b'r' => '\r',
            b't' => '\t',
            b'u' => {
                self.at += 1;
                let first = self.hex4()?;
                let code = if (0xD800..0xDC00).contains(&first) {
                    if !(self.eat(b'\\') && self.eat(b'u')) {
                        return Err(self.error("a lone surrogate in a \\u escape"));
                    }
                    let second = self.hex4()?;
                    if !(0xDC00..0xE000).contains(&second) {
                        return Err(self.error("a lone surrogate in a \\u escape"));
                    }
                    0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                } else {
                    first
                };
                return char::from_u32(code)
                    .ok_or_else(|| self.error("a lone surrogate in a \\u escape"));
            }
            _ => return Err(self.error("an unknown escape in a string")),
        };
        self.at += 1;
        Ok(ch)
    }

    /// The four hex digits of a `\u` escape.
    fn hex4(&mut self) -> Result<u32, JsonError> {
        let digits = self.text.get(self.at..self.at + 4).unwrap_or("");
        if digits.len() != 4 || !digits.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(self.error("expected four hex digits after \\u"));
        }
        self.at += 4;
        Ok(u32::from_str_radix(digits, 16).unwrap_or(0))
    }

    fn number(&mut self) -> Result<Value<'a>, JsonError> {
        let start = self.at;
        self.eat(b'-');
        let whole = self.eat(b'0') || self.digits();
        let fraction = !self.eat(b'.') || self.digits();
        let exponent = !(self.eat(b'e') || self.eat(b'E')) || {
            let _ = self.eat(b'+') || self.eat(b'-');
            self.digits()
        };
        if !(whole && fraction && exponent) {
            return Err(self.error("a number without digits where it needs some"));
        }
        Ok(Value::Number(&self.text[start..self.at]))
    }

    /// Reads digits 0-9; whether there was one.
    fn digits(&mut self) -> bool {
        let start = self.at;
        while matches!(self.peek(), Some(b'0'..=b'9')) {
            self.at += 1;
        }
        self.at > start
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_every_kind_of_value() {
        let value = parse(" {\"a\": [1, -2.5e+3, true, false, null], \"b\": {}, \"c\": \"x\\u00e9\\ud83d\\ude00\\n\"} ")
            .unwrap();
        let list = value.field("a").unwrap();
        let Value::List(items) = list else {
            panic!("a list: {list:?}")
        };
        assert_eq!(items[0].integer(), Some(1));
        assert_eq!(items[1], Value::Number("-2.5e+3"));
        assert_eq!(items[1].integer(), None);
        assert_eq!(
            &items[2..],
            [Value::Bool(true), Value::Bool(false), Value::Null]
        );
        assert!(value.field("b").unwrap().is_empty());
        assert_eq!(value.field("c"), Some(&Value::Text("xé😀\n".to_owned())));
        assert_eq!(value.field("d"), None);
    }

    #[test]
    fn says_what_is_wrong_and_where() {
        let said = |text: &str| parse(text).unwrap_err().to_string();
        assert_eq!(
            said("[1, 2"),
            "expected `,` or `]` in a list at line 1 column 6"
        );
        assert_eq!(
            said("{\n  \"a\" 1}"),
            "expected `:` after a key at line 2 column 7"
        );
        assert_eq!(said("{\"a\": tru}"), "expected a value at line 1 column 7");
        assert_eq!(
            said("[1.]"),
            "a number without digits where it needs some at line 1 column 4"
        );
        assert_eq!(
            said("\"abc"),
            "the JSON ends inside a string at line 1 column 5"
        );
        assert_eq!(said("{} x"), "trailing characters at line 1 column 4");
        assert_eq!(
            said("\"\\ud800\""),
            "a lone surrogate in a \\u escape at line 1 column 8"
        );
        assert_eq!(
            said("{1: 2}"),
            "expected a key in double quotes at line 1 column 2"
        );
        assert_eq!(
            said(""),
            "the JSON ends where a value should be at line 1 column 1"
        );
        let deep = "[".repeat(MOST_DEPTH + 1);
        assert!(said(&deep).starts_with("lists and objects nested too deeply"));
    }

    /// serde_json, the reader this one replaced, as the reference: a native dev-dependency.
    #[cfg(not(target_arch = "wasm32"))]
    mod against_serde_json {
        use super::super::*;

        /// Our tree as serde_json's, numbers read by serde_json from their text: the two readers
        /// must agree on every text.
        fn as_serde(value: &Value) -> serde_json::Value {
            match value {
                Value::Null => serde_json::Value::Null,
                Value::Bool(bool) => serde_json::Value::Bool(*bool),
                Value::Number(text) => serde_json::from_str(text).unwrap(),
                Value::Text(text) => serde_json::Value::String(text.clone()),
                Value::List(items) => items.iter().map(as_serde).collect(),
                // Inserted in the order written: a key written twice keeps its last value, as
                // `field` finds it and serde_json keeps it.
                Value::Object(fields) => fields
                    .iter()
                    .map(|(key, value)| (key.clone(), as_serde(value)))
                    .collect(),
            }
        }

        /// Any string, or one of the characters that need an escape.
        fn text() -> impl proptest::strategy::Strategy<Value = String> {
            use proptest::prelude::*;
            prop_oneof![1 => any::<String>(), 3 => "[\"\\\\/\n\r\t\u{8}\u{c}\u{1}a-cé😀]{0,6}"]
        }

        /// Any JSON value serde_json can write, up to a few levels deep, its strings often of the
        /// characters that need an escape.
        fn any_value() -> impl proptest::strategy::Strategy<Value = serde_json::Value> {
            use proptest::prelude::*;
            let leaf = prop_oneof![
                Just(serde_json::Value::Null),
                any::<bool>().prop_map(serde_json::Value::Bool),
                any::<i64>().prop_map(serde_json::Value::from),
                any::<f64>()
                    .prop_filter("finite", |x| x.is_finite())
                    .prop_map(serde_json::Value::from),
                text().prop_map(serde_json::Value::String),
            ];
            leaf.prop_recursive(4, 48, 6, |inner| {
                prop_oneof![
                    proptest::collection::vec(inner.clone(), 0..6)
                        .prop_map(serde_json::Value::Array),
                    proptest::collection::btree_map(text(), inner, 0..6)
                        .prop_map(|map| serde_json::Value::Object(map.into_iter().collect())),
                ]
            })
        }

        proptest::proptest! {
            #![proptest_config(proptest::prelude::ProptestConfig::with_cases(2048))]

            /// What serde_json writes, compact or pretty, reads as serde_json reads it (not always
            /// the value written: serde_json's default float reading may round the last digit).
            #[test]
            fn reads_what_serde_json_writes(value in any_value(), pretty: bool) {
                let text = if pretty {
                    serde_json::to_string_pretty(&value).unwrap()
                } else {
                    serde_json::to_string(&value).unwrap()
                };
                let theirs: serde_json::Value = serde_json::from_str(&text).unwrap();
                proptest::prop_assert_eq!(as_serde(&parse(&text).unwrap()), theirs);
            }

            /// On JSON with a few edits, mostly no longer JSON, it accepts what serde_json accepts,
            /// with the same value, and refuses what serde_json refuses, but numbers too large for
            /// a float, which serde_json refuses and a whole-number reader has no need to.
            #[test]
            fn agrees_with_serde_json_on_edited_json(
                value in any_value(),
                edits in proptest::collection::vec(
                    (
                        proptest::prelude::any::<proptest::sample::Index>(),
                        proptest::sample::select(vec![
                            "{", "}", "[", "]", ",", ":", " ", "\n", "\"", "\\", "\\u", "d83d",
                            "de00", "00e9", "n", "t", "/", "1", "-", "0", ".", "e", "+", "E5", "true",
                            "fals", "null", "\u{1}", "é", "",
                        ]),
                        proptest::prelude::any::<bool>(),
                        proptest::prelude::any::<bool>(),
                    ),
                    1..4,
                ),
            ) {
                let mut text = serde_json::to_string(&value).unwrap();
                // Each edit puts a piece in at a character's start, in place of that character or
                // before it: half of them at a bracket, brace, comma, colon or quote, where a small
                // edit makes the near misses (`[1,]`) a reader may wrongly take.
                for (at, piece, replace, structural) in edits {
                    let starts: Vec<usize> = text
                        .char_indices()
                        .filter(|&(_, c)| !structural || "[]{},:\"".contains(c))
                        .map(|(i, _)| i)
                        .chain([text.len()])
                        .collect();
                    let start = *at.get(&starts);
                    let end = match text[start..].chars().next() {
                        Some(c) if replace => start + c.len_utf8(),
                        _ => start,
                    };
                    text.replace_range(start..end, piece);
                }
                let ours = parse(&text);
                match serde_json::from_str::<serde_json::Value>(&text) {
                    Ok(value) => proptest::prop_assert_eq!(as_serde(&ours.unwrap()), value),
                    Err(error) if error.to_string().starts_with("number out of range") => {}
                    Err(error) => proptest::prop_assert!(ours.is_err(), "{text:?}: serde_json says {error}"),
                }
            }
        }
    }
}
