// Stands in for `server-only` under jest, which does not resolve the react-server condition.
module.exports = {};
