//! Choices made by name from a fixed list, as the CLI's options and the page's menus name
//! them: the search order ([`Strategy`](crate::Strategy): `naive`, `mrv` or `propagation`) and
//! the log format ([`LogFormat`](crate::LogFormat): `text` or `csv`).
//!
//! The crate's macro `named_choice!` gives such an enum its names once: `FromStr` (any letter
//! case), `Display`, `name()` and `NAMES`. Every name not on a list is the one error
//! [`UnknownName`], which lists the valid names and carries a code for the page (see
//! [`crate::coded`]).

use std::fmt;

/// A name that is not on a choice's list, such as `"dfs"` for a search order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownName {
    /// What was being chosen, in words: "strategy", "log format".
    kind: &'static str,
    /// The page's code for this error (see [`crate::coded`]).
    pub(crate) code: &'static str,
    /// The name given.
    name: String,
    /// The valid names, in order.
    expected: &'static [&'static str],
}

impl UnknownName {
    /// The error for `name`, given for a `kind` whose valid names are `expected`.
    pub(crate) fn new(
        kind: &'static str,
        code: &'static str,
        name: &str,
        expected: &'static [&'static str],
    ) -> UnknownName {
        UnknownName {
            kind,
            code,
            name: name.to_owned(),
            expected,
        }
    }

    /// The name given, as it was spelled.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The valid names, in order.
    pub fn expected(&self) -> &'static [&'static str] {
        self.expected
    }
}

impl fmt::Display for UnknownName {
    /// For example `unknown strategy 'dfs': expected 'naive' or 'mrv'`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown {} '{}': expected ", self.kind, self.name)?;
        for (index, name) in self.expected.iter().enumerate() {
            let before = match index {
                0 => "",
                _ if index + 1 == self.expected.len() => " or ",
                _ => ", ",
            };
            write!(f, "{before}'{name}'")?;
        }
        Ok(())
    }
}

impl std::error::Error for UnknownName {}

/// Gives a fieldless enum its names: `NAMES`, `name()`, `FromStr` (any letter case, failing
/// with [`UnknownName`]) and `Display` (the name).
///
/// `named_choice!(Strategy, "strategy", "unknown-strategy", { Naive => "naive", Mrv => "mrv" })`
/// names the enum, what it chooses in words, the code of its [`UnknownName`] error, and each
/// variant's name.
macro_rules! named_choice {
    ($type:ident, $kind:literal, $code:literal, { $($variant:ident => $name:literal),+ $(,)? }) => {
        impl $type {
            /// Every valid name, in order.
            pub const NAMES: &'static [&'static str] = &[$($name),+];

            /// The name this value is parsed from and printed as.
            pub const fn name(self) -> &'static str {
                match self {
                    $($type::$variant => $name),+
                }
            }
        }

        impl std::str::FromStr for $type {
            type Err = $crate::choice::UnknownName;

            /// The value named `name`, in any letter case.
            fn from_str(name: &str) -> Result<$type, Self::Err> {
                // A loop over the names, not one comparison each written out: unrolled, the
                // techniques' parser was 10 KB of the page's wasm.
                const VALUES: &[$type] = &[$($type::$variant),+];
                VALUES
                    .iter()
                    .zip($type::NAMES)
                    .find(|(_, known)| name.eq_ignore_ascii_case(known))
                    .map(|(&value, _)| value)
                    .ok_or_else(|| {
                        $crate::choice::UnknownName::new($kind, $code, name, $type::NAMES)
                    })
            }
        }

        impl std::fmt::Display for $type {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.name())
            }
        }
    };
}
pub(crate) use named_choice;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_message_lists_every_valid_name() {
        let error = |expected| UnknownName::new("order", "unknown-order", "dfs", expected);
        assert_eq!(
            error(&["naive"]).to_string(),
            "unknown order 'dfs': expected 'naive'"
        );
        assert_eq!(
            error(&["naive", "mrv"]).to_string(),
            "unknown order 'dfs': expected 'naive' or 'mrv'"
        );
        assert_eq!(
            error(&["naive", "mrv", "dlx"]).to_string(),
            "unknown order 'dfs': expected 'naive', 'mrv' or 'dlx'"
        );
    }

    #[test]
    fn the_error_keeps_the_name_as_given_and_the_valid_names() {
        let error = "DFS".parse::<crate::Strategy>().unwrap_err();
        assert_eq!(error.name(), "DFS");
        assert_eq!(error.expected(), crate::Strategy::NAMES);
        let error = "json".parse::<crate::LogFormat>().unwrap_err();
        assert_eq!(error.expected(), crate::LogFormat::NAMES);
    }
}
