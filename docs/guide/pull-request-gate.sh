#!/bin/sh
# serguard's pull-request gate: the head's tests, each invocation paired in one JVM with this
# module's code as it was at the base. Run it from the module's folder in a checkout of the head:
#
#   sh pull-request-gate.sh origin/main              # what the pull request merges into
#   MVN="./mvnw -o" sh pull-request-gate.sh 4f2a9c1 -Dserguard.codecs=json
#
# Options after the base go to both Maven builds. The build fails where the head is slower,
# bigger or cannot read the base's bytes; see docs/guide/pull-requests.md.
set -eu
base=${1:?usage: pull-request-gate.sh <base commit or branch> [Maven options]}
shift
if [ -z "${MVN:-}" ]; then
  if [ -x ./mvnw ]; then MVN=./mvnw; else MVN=mvn; fi
fi
module=$(git rev-parse --show-prefix)
worktree=$(mktemp -d)/base
git worktree add --quiet --detach "$worktree" "$base"
trap 'git worktree remove --force "$worktree"' EXIT
# The module as it was at the base: its classes, no tests.
$MVN -B -q -f "$worktree/${module}pom.xml" package -DskipTests "$@"
# The head's tests, each against the base's classes in the same JVM, round by round.
$MVN -B test "-Dserguard.against=$worktree/${module}target/classes" "$@"
