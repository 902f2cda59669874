"use strict";
var __awaiter = (this && this.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};
var __generator = (this && this.__generator) || function (thisArg, body) {
    var _ = { label: 0, sent: function() { if (t[0] & 1) throw t[1]; return t[1]; }, trys: [], ops: [] }, f, y, t, g = Object.create((typeof Iterator === "function" ? Iterator : Object).prototype);
    return g.next = verb(0), g["throw"] = verb(1), g["return"] = verb(2), typeof Symbol === "function" && (g[Symbol.iterator] = function() { return this; }), g;
    function verb(n) { return function (v) { return step([n, v]); }; }
    function step(op) {
        if (f) throw new TypeError("Generator is already executing.");
        while (g && (g = 0, op[0] && (_ = 0)), _) try {
            if (f = 1, y && (t = op[0] & 2 ? y["return"] : op[0] ? y["throw"] || ((t = y["return"]) && t.call(y), 0) : y.next) && !(t = t.call(y, op[1])).done) return t;
            if (y = 0, t) op = [op[0] & 2, t.value];
            switch (op[0]) {
                case 0: case 1: t = op; break;
                case 4: _.label++; return { value: op[1], done: false };
                case 5: _.label++; y = op[1]; op = [0]; continue;
                case 7: op = _.ops.pop(); _.trys.pop(); continue;
                default:
                    if (!(t = _.trys, t = t.length > 0 && t[t.length - 1]) && (op[0] === 6 || op[0] === 2)) { _ = 0; continue; }
                    if (op[0] === 3 && (!t || (op[1] > t[0] && op[1] < t[3]))) { _.label = op[1]; break; }
                    if (op[0] === 6 && _.label < t[1]) { _.label = t[1]; t = op; break; }
                    if (t && _.label < t[2]) { _.label = t[2]; _.ops.push(op); break; }
                    if (t[2]) _.ops.pop();
                    _.trys.pop(); continue;
            }
            op = body.call(thisArg, _);
        } catch (e) { op = [6, e]; y = 0; } finally { f = t = 0; }
        if (op[0] & 5) throw op[1]; return { value: op[0] ? op[1] : void 0, done: true };
    }
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.TEST_WALLET_KEY = void 0;
exports.installTestWallet = installTestWallet;
var accounts_1 = require("viem/accounts");
var viem_1 = require("viem");
function installTestWallet(context_1, privateKey_1) {
    return __awaiter(this, arguments, void 0, function (context, privateKey, chainId) {
        var wallet;
        var _this = this;
        if (chainId === void 0) { chainId = 56; }
        return __generator(this, function (_a) {
            switch (_a.label) {
                case 0:
                    wallet = { account: (0, accounts_1.privateKeyToAccount)(privateKey), chainId: chainId, connected: false, calls: [] };
                    return [4 /*yield*/, context.exposeBinding('__testWalletRequest', function (_source, method, params) { return __awaiter(_this, void 0, void 0, function () {
                            var address, _a, next, error, data, signature;
                            return __generator(this, function (_b) {
                                switch (_b.label) {
                                    case 0:
                                        wallet.calls.push(method);
                                        address = wallet.account.address;
                                        _a = method;
                                        switch (_a) {
                                            case 'eth_requestAccounts': return [3 /*break*/, 1];
                                            case 'eth_accounts': return [3 /*break*/, 2];
                                            case 'eth_chainId': return [3 /*break*/, 3];
                                            case 'net_version': return [3 /*break*/, 4];
                                            case 'wallet_requestPermissions': return [3 /*break*/, 5];
                                            case 'wallet_getPermissions': return [3 /*break*/, 6];
                                            case 'wallet_revokePermissions': return [3 /*break*/, 7];
                                            case 'wallet_switchEthereumChain': return [3 /*break*/, 8];
                                            case 'wallet_addEthereumChain': return [3 /*break*/, 9];
                                            case 'personal_sign': return [3 /*break*/, 10];
                                            case 'eth_blockNumber': return [3 /*break*/, 12];
                                        }
                                        return [3 /*break*/, 13];
                                    case 1:
                                        wallet.connected = true;
                                        return [2 /*return*/, { result: [address] }];
                                    case 2: return [2 /*return*/, { result: wallet.connected ? [address] : [] }];
                                    case 3: return [2 /*return*/, { result: (0, viem_1.toHex)(wallet.chainId) }];
                                    case 4: return [2 /*return*/, { result: String(wallet.chainId) }];
                                    case 5:
                                        wallet.connected = true;
                                        return [2 /*return*/, { result: [{ parentCapability: 'eth_accounts' }] }];
                                    case 6: return [2 /*return*/, { result: wallet.connected ? [{ parentCapability: 'eth_accounts' }] : [] }];
                                    case 7:
                                        wallet.connected = false;
                                        return [2 /*return*/, { result: null }];
                                    case 8:
                                        {
                                            next = params[0].chainId;
                                            wallet.chainId = Number(next);
                                            return [2 /*return*/, { result: null, event: { name: 'chainChanged', data: next } }];
                                        }
                                        _b.label = 9;
                                    case 9: return [2 /*return*/, { result: null }];
                                    case 10:
                                        if (wallet.rejectNextSign) {
                                            error = wallet.rejectNextSign;
                                            wallet.rejectNextSign = undefined;
                                            return [2 /*return*/, { error: error }];
                                        }
                                        data = params[0];
                                        return [4 /*yield*/, wallet.account.signMessage({ message: { raw: data } })];
                                    case 11:
                                        signature = _b.sent();
                                        return [2 /*return*/, { result: signature }];
                                    case 12: return [2 /*return*/, { result: '0x1' }];
                                    case 13: return [2 /*return*/, { error: { code: 4200, message: "Test wallet does not support ".concat(method) } }];
                                }
                            });
                        }); })];
                case 1:
                    _a.sent();
                    return [4 /*yield*/, context.addInitScript(function () {
                            var listeners = new Map();
                            var emit = function (name, data) { var _a; return (_a = listeners.get(name)) === null || _a === void 0 ? void 0 : _a.forEach(function (l) { return l(data); }); };
                            var provider = {
                                isMetaMask: false,
                                isTestWallet: true,
                                request: function (_a) {
                                    return __awaiter(this, arguments, void 0, function (_b) {
                                        var bridge, response, error;
                                        var method = _b.method, params = _b.params;
                                        return __generator(this, function (_c) {
                                            switch (_c.label) {
                                                case 0:
                                                    bridge = window.__testWalletRequest;
                                                    return [4 /*yield*/, bridge(method, params !== null && params !== void 0 ? params : [])];
                                                case 1:
                                                    response = _c.sent();
                                                    if (response.error) {
                                                        error = new Error(response.error.message);
                                                        error.code = response.error.code;
                                                        throw error;
                                                    }
                                                    if (response.event)
                                                        setTimeout(function () { return emit(response.event.name, response.event.data); }, 0);
                                                    if (method === 'eth_requestAccounts')
                                                        setTimeout(function () { return emit('accountsChanged', response.result); }, 0);
                                                    return [2 /*return*/, response.result];
                                            }
                                        });
                                    });
                                },
                                on: function (name, listener) {
                                    var _a;
                                    var set = (_a = listeners.get(name)) !== null && _a !== void 0 ? _a : new Set();
                                    set.add(listener);
                                    listeners.set(name, set);
                                    return provider;
                                },
                                removeListener: function (name, listener) {
                                    var _a;
                                    (_a = listeners.get(name)) === null || _a === void 0 ? void 0 : _a.delete(listener);
                                    return provider;
                                },
                            };
                            Object.defineProperty(window, 'ethereum', { value: provider, configurable: true });
                            var info = {
                                uuid: '3b7c6a1e-0000-4000-8000-00000000e2e0',
                                name: 'Test Wallet',
                                icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAzMiAzMiI+PGNpcmNsZSBjeD0iMTYiIGN5PSIxNiIgcj0iMTYiIGZpbGw9IiM0YzZlZjUiLz48L3N2Zz4=',
                                rdns: 'org.chainreview.testwallet',
                            };
                            var announce = function () {
                                return window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info: info, provider: provider }) }));
                            };
                            window.addEventListener('eip6963:requestProvider', announce);
                            announce();
                        })];
                case 2:
                    _a.sent();
                    return [2 /*return*/, wallet];
            }
        });
    });
}
/** Hardhat's well-known dev account #5 (never the demo wallet #1), so e2e users start fresh. */
exports.TEST_WALLET_KEY = '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba';
